import type { Kysely, Selectable } from 'kysely'
import type { CouponInput, OwnerCoupon } from '@store/core'
import type { Dialect } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The owner's reads and writes of the coupons table (claims are the shopper side's, in DiscountsRepository). */
export class DiscountsOwnerRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async list(): Promise<OwnerCoupon[]> {
    return (await this.db.selectFrom('coupons').selectAll().orderBy('id').execute()).map(toOwnerCoupon)
  }

  /** `trx` when the caller reads inside its write (the audit entry's before and after). */
  async byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerCoupon | undefined> {
    const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toOwnerCoupon(row)
  }

  /** Codes are stored upper-case, so this finds a code regardless of case. */
  async idByCode(trx: Tx, code: string): Promise<number | undefined> {
    return (await trx.selectFrom('coupons').select('id').where('code', '=', code.toUpperCase()).executeTakeFirst())?.id
  }

  /**
   * The coupons with these codes (stored upper-case), for a scratch-card prize that names them. On
   * PostgreSQL the rows are held (FOR SHARE) until the caller's transaction ends, so a delete or a
   * rename of one waits for it and then sees its prize; SQLite's writes run one at a time anyway.
   */
  async heldByCodes(trx: Tx, codes: readonly string[]): Promise<{ code: string; is_automatic: boolean }[]> {
    if (codes.length === 0) return []
    const query = trx
      .selectFrom('coupons')
      .select(['code', 'is_automatic'])
      .where('code', 'in', [...codes])
    const rows = await (this.dialect === 'postgres' ? query.forShare() : query).execute()
    return rows.map((r) => ({ code: r.code, is_automatic: r.is_automatic === 1 }))
  }

  async insert(trx: Tx, input: CouponInput): Promise<number> {
    return (await trx.insertInto('coupons').values(couponRow(input)).returning('id').executeTakeFirstOrThrow()).id
  }

  /** False when there is no such coupon. A change keeps the uses already taken. */
  async update(trx: Tx, id: number, input: CouponInput): Promise<boolean> {
    return Number((await trx.updateTable('coupons').set(couponRow(input)).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0
  }

  async delete(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('coupons').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }
}

function couponRow(c: CouponInput) {
  return {
    code: c.code.toUpperCase(),
    title: c.title,
    description: c.description ?? '',
    kind: c.kind,
    value: c.value,
    max_discount: c.max_discount ?? null,
    min_order: c.min_order ?? 0,
    first_order_only: c.first_order_only ? 1 : 0,
    starts_at: c.starts_at ? new Date(c.starts_at).toISOString() : null,
    ends_at: c.ends_at ? new Date(c.ends_at).toISOString() : null,
    branch_id: c.branch_id ?? null,
    per_user_limit: c.per_user_limit ?? null,
    total_limit: c.total_limit ?? null,
    is_automatic: c.is_automatic ? 1 : 0,
    is_active: c.is_active === false ? 0 : 1,
  }
}

function toOwnerCoupon(r: Selectable<Database['coupons']>): OwnerCoupon {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    description: r.description,
    kind: r.kind as OwnerCoupon['kind'],
    value: r.value,
    max_discount: r.max_discount,
    min_order: r.min_order,
    first_order_only: r.first_order_only === 1,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    branch_id: r.branch_id,
    per_user_limit: r.per_user_limit,
    total_limit: r.total_limit,
    is_automatic: r.is_automatic === 1,
    is_active: r.is_active === 1,
    used_count: r.used_count,
  }
}
