import type { Kysely } from 'kysely'
import type { CouponUse, OrderStatus } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/**
 * The owner's read model of a coupon's uses (decision 0089, the shape of decision 0058): the orders
 * that carry its code, with who placed them, and the uses carts hold. It only reads; orders and claims
 * are still written by their own areas.
 */
export class CouponUsesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One page of the orders that used `code`, newest first (index orders_coupon_code), and how many there are. */
  async page(code: string, page: number, perPage: number): Promise<{ rows: CouponUse[]; total: number }> {
    const orders = this.db.selectFrom('orders as o').where('o.coupon_code', '=', code).where('o.public_id', 'is not', null)
    const [rows, count] = await Promise.all([
      orders
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'o.public_id',
          'o.number',
          'o.status',
          'o.placed_at',
          'o.created_at',
          'u.name',
          'o.subtotal',
          'o.order_discount_amount',
          'o.shipping_discount_amount',
          'o.total',
        ])
        .orderBy('o.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      orders.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        order_id: r.public_id!,
        number: r.number,
        status: r.status as OrderStatus,
        placed_at: r.placed_at ?? r.created_at,
        customer: r.name,
        subtotal: r.subtotal,
        discount: r.order_discount_amount + r.shipping_discount_amount,
        total: r.total,
      })),
    }
  }

  /**
   * Whether any order carries the code: such a coupon keeps its code (past orders and per-shopper limits
   * count by it). Read in the caller's transaction: on SQLite a read outside it would wait for it (decision 0007).
   */
  async used(trx: Tx, code: string): Promise<boolean> {
    return (await trx.selectFrom('orders').select('id').where('coupon_code', '=', code).limit(1).executeTakeFirst()) !== undefined
  }

  /** Uses taken by carts that applied the code and have not ordered yet. */
  async heldByCarts(couponId: number): Promise<number> {
    const row = await this.db
      .selectFrom('coupon_claims')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('coupon_id', '=', couponId)
      .where('status', '=', 'held')
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
