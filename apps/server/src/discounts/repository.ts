import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { CouponRow } from './rules.ts'

/** The only code that touches coupons and their claims. */
export class DiscountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byCode(code: string): Promise<CouponRow | undefined> {
    return this.db.selectFrom('coupons').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst()
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

  /** The shopper's orders that count (not cancelled), and how many of them used this code. */
  async orderHistory(owner: string, code: string): Promise<{ orders: number; usedCode: number }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number | null>(eb.case().when('coupon_code', '=', code).then(1).else(0).end()).as('used_code'),
      ])
      .where('owner_key', '=', owner)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow()
    return { orders: Number(row.orders), usedCode: Number(row.used_code ?? 0) }
  }

  /**
   * Takes one of a limited coupon's uses for this shopper, or reports that none is left. The claim
   * row is unique per shopper, and the count moves only while below the limit — one conditional
   * UPDATE, so parallel claims can never exceed it on SQLite or PostgreSQL.
   */
  async claim(trx: Transaction<Database>, coupon: CouponRow, owner: string): Promise<boolean> {
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

  /** Gives a held use back (the shopper removed the coupon). */
  async release(trx: Transaction<Database>, code: string, owner: string): Promise<void> {
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

  async setCartCoupon(trx: Transaction<Database>, cartId: number, code: string | null): Promise<void> {
    await trx.updateTable('carts').set({ coupon_code: code }).where('id', '=', cartId).execute()
  }

  async cartCoupon(cartId: number): Promise<string | null> {
    return (await this.db.selectFrom('carts').select('coupon_code').where('id', '=', cartId).executeTakeFirst())?.coupon_code ?? null
  }
}
