import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export const ORDER_COLUMNS = [
  'number',
  'placed_at',
  'status',
  'customer_id',
  'customer_name',
  'customer_email',
  'branch_id',
  'fulfilment',
  'payment_method',
  'payment_status',
  'item_count',
  'subtotal',
  'discount',
  'delivery_charge',
  'tax_amount',
  'fees_total',
  'total',
  'wallet_used',
  'refunded',
  'coupon_code',
] as const
export const CUSTOMER_COLUMNS = ['id', 'name', 'email', 'phone', 'created_at', 'orders', 'wallet_balance'] as const

/**
 * The CSV export's read model of orders and customers (decision 0093), read a page at a time by keyset
 * so a reply of 100,000 rows holds one page in memory. It only reads, like the customers' read model
 * (decision 0058).
 */
export class ExportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Orders placed in [from, to), in the order they were placed, after the keyset position `after`. */
  async ordersPage(from: string, to: string, after: { at: string; id: number } | null, limit: number) {
    let query = this.db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.number',
        'o.placed_at',
        'o.status',
        'o.user_id as customer_id',
        'u.name as customer_name',
        'u.email as customer_email',
        'o.branch_id',
        'o.fulfilment',
        'o.payment_method',
        'o.payment_status',
        'o.item_count',
        'o.subtotal',
        'o.product_price_discount',
        'o.order_discount_amount',
        'o.shipping_discount_amount',
        'o.delivery_charge',
        'o.tax_amount',
        'o.fees_total',
        'o.total',
        'o.wallet_used',
        'o.refunded',
        'o.coupon_code',
      ])
      .where('o.placed_at', '>=', from)
      .where('o.placed_at', '<', to)
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('o.placed_at', '>', after.at), eb.and([eb('o.placed_at', '=', after.at), eb('o.id', '>', after.id)])]),
      )
    }
    return query.orderBy('o.placed_at').orderBy('o.id').limit(limit).execute()
  }

  async customersPage(afterId: number, limit: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('wallets as w', 'w.user_id', 'u.id')
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.created_at',
        eb.selectFrom('orders as o').select(eb.fn.countAll<number>().as('n')).whereRef('o.user_id', '=', 'u.id').as('orders'),
        'w.balance as wallet_balance',
      ])
      .where('u.id', '>', afterId)
      .orderBy('u.id')
      .limit(limit)
      .execute()
  }
}
