import type { Kysely, Selectable } from 'kysely'
import type { Tx } from '../db/transaction.ts'
import type { Database } from '../db/schema.ts'

export type CouponRow = Selectable<Database['coupons']>

/** The only code that touches coupons and their claims. */
export class DiscountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byCode(code: string): Promise<CouponRow | undefined> {
    return this.db.selectFrom('coupons').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst()
  }

  byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<CouponRow | undefined> {
    return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** Active offers valid at some point from now on, for a branch (or every branch). */
  listed(branchId: number): Promise<CouponRow[]> {
    return this.db
      .selectFrom('coupons')
      .selectAll()
      .where('is_active', '=', 1)
      .where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branchId)]))
      .orderBy('is_automatic', 'desc')
      .orderBy('id')
      .execute()
  }

  automatic(branchId: number): Promise<CouponRow[]> {
    return this.db
      .selectFrom('coupons')
      .selectAll()
      .where('is_active', '=', 1)
      .where('is_automatic', '=', 1)
      .where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branchId)]))
      .execute()
  }

  async holdsClaim(couponId: number, owner: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('coupon_claims')
        .select('coupon_id')
        .where('coupon_id', '=', couponId)
        .where('owner_key', '=', owner)
        .executeTakeFirst()) !== undefined
    )
  }

  /**
   * Takes one of a limited coupon's uses for this shopper, or reports that none is left. The claim
   * row is unique per shopper, and the count moves only while below the limit — one conditional
   * UPDATE, so parallel claims can never exceed it on SQLite or PostgreSQL.
   */
  async claim(trx: Tx, coupon: CouponRow, owner: string): Promise<boolean> {
    const inserted = await trx
      .insertInto('coupon_claims')
      .values({ coupon_id: coupon.id, owner_key: owner, status: 'held', created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['coupon_id', 'owner_key']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true // already holds one
    let update = trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', coupon.id)
    if (coupon.total_limit !== null) update = update.where('used_count', '<', coupon.total_limit)
    const result = await update.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) return true
    await trx.deleteFrom('coupon_claims').where('coupon_id', '=', coupon.id).where('owner_key', '=', owner).execute()
    return false
  }

  /**
   * An order takes the offer's use. A held claim (taken when the shopper applied the code) is
   * its use already: the claim row goes, the count stays. Otherwise (an automatic offer, or a code whose
   * claim is gone) one use is taken now, only while below the limit. Answers the offer's code, or
   * undefined when no use is left (the order's transaction then rolls back).
   */
  async useForOrder(trx: Tx, couponId: number, owner: string): Promise<string | undefined> {
    const coupon = await trx.selectFrom('coupons').select(['code', 'total_limit']).where('id', '=', couponId).executeTakeFirst()
    if (!coupon) return undefined
    const held = await trx
      .deleteFrom('coupon_claims')
      .where('coupon_id', '=', couponId)
      .where('owner_key', '=', owner)
      .where('status', '=', 'held')
      .executeTakeFirst()
    if (Number(held.numDeletedRows) > 0) return coupon.code
    let update = trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', couponId)
    if (coupon.total_limit !== null) update = update.where('used_count', '<', coupon.total_limit)
    const result = await update.executeTakeFirst()
    return Number(result.numUpdatedRows) === 1 ? coupon.code : undefined
  }

  /** A cancelled order gives its offer's use back. */
  async giveBackUse(trx: Tx, code: string): Promise<void> {
    await trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('code', '=', code)
      .where('used_count', '>', 0)
      .execute()
  }

  /** Gives a held use back (the shopper removed the coupon). */
  async release(trx: Tx, code: string, owner: string): Promise<void> {
    const coupon = await trx.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst()
    if (!coupon) return
    const deleted = await trx
      .deleteFrom('coupon_claims')
      .where('coupon_id', '=', coupon.id)
      .where('owner_key', '=', owner)
      .where('status', '=', 'held')
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('coupons')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', coupon.id)
        .where('used_count', '>', 0)
        .execute()
    }
  }
}
