import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { OrderRow } from './repository.ts'

type Db = Kysely<Database> | Tx

/** A payment may still make the order paid from these (a failed try can be followed by a good one). */
export const PAYABLE = ['pending', 'failed'] as const

/**
 * The payment side of the orders table (decision 0021): what online payment changes on an
 * order. Each change is one conditional UPDATE, so the webhook and the browser's callback racing, or
 * two servers, change an order at most once.
 */
export class OrderPaymentStateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(id: number, db: Db = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  }

  byRazorpayOrderId(razorpayOrderId: string, db: Db = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('razorpay_order_id', '=', razorpayOrderId).executeTakeFirst()
  }

  byRazorpayPaymentId(razorpayPaymentId: string, db: Db = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('razorpay_payment_id', '=', razorpayPaymentId).executeTakeFirst()
  }

  /** pending|failed → paid, never for a cancelled order; whether this call made it paid. */
  async markPaid(trx: Tx, orderId: number, razorpayPaymentId: string): Promise<boolean> {
    const result = await trx
      .updateTable('orders')
      .set({ payment_status: 'paid', razorpay_payment_id: razorpayPaymentId })
      .where('id', '=', orderId)
      .where('payment_status', 'in', PAYABLE)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** pending → failed (a later good payment still makes it paid); whether it changed. */
  async markFailed(trx: Tx, orderId: number): Promise<boolean> {
    const result = await trx
      .updateTable('orders')
      .set({ payment_status: 'failed' })
      .where('id', '=', orderId)
      .where('payment_status', '=', 'pending')
      .where('status', '!=', 'cancelled')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Adds a refund made outside the store's own refund call (the dashboard, a late payment) and sets the payment's status. */
  async addRefund(
    trx: Tx,
    orderId: number,
    amount: number,
    paymentStatus: (row: Pick<OrderRow, 'refunded' | 'total'>) => string,
  ): Promise<void> {
    const row = await trx
      .updateTable('orders')
      .set((eb) => ({ refunded: eb('refunded', '+', amount) }))
      .where('id', '=', orderId)
      .returning(['refunded', 'total'])
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('orders')
      .set({ payment_status: paymentStatus(row) })
      .where('id', '=', orderId)
      .execute()
  }

  async addEvent(trx: Tx, orderId: number, status: string, note: string, at: string): Promise<void> {
    await trx
      .insertInto('order_events')
      .values({ order_id: orderId, status, note: note.slice(0, 400), at })
      .execute()
  }

  /** Online orders placed before `cutoff` and still unpaid, oldest first (the orders_status_placed index). */
  async unpaidPlacedBefore(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'placed')
      .where('placed_at', '<=', cutoff)
      .where('payment_method', '=', 'online')
      .where('payment_status', 'in', PAYABLE)
      .orderBy('placed_at')
      .limit(limit)
      .execute()
    return rows.map((r) => r.id)
  }
}
