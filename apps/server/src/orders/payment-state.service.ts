import type { Tx } from '../db/transaction.ts'
import type { OrderNewsService } from './news.service.ts'
import { PAYABLE, type OrderPaymentStateRepository } from './payment-state.repository.ts'
import type { OrderRow } from './repository.ts'

export type { OrderRow }

/** What is left to pay online: the total less what the wallet paid (core's amount_due). */
export const amountDue = (row: Pick<OrderRow, 'total' | 'wallet_used'>) => row.total - row.wallet_used

/** Whether a payment may still make this order paid: not cancelled, and not paid yet. */
export const isPayable = (row: Pick<OrderRow, 'status' | 'payment_status'>) =>
  row.status !== 'cancelled' && (PAYABLE as readonly string[]).includes(row.payment_status)

/**
 * The order's side of online payment, for the payments area (decision 0021): find an order by
 * its Razorpay ids, and move its payment status exactly once, each move with its timeline entry in the
 * caller's transaction. Each move is news for the live board too (decision 0053), announced in the same
 * transaction, so a board shows an online order as paid the moment it is, on every server.
 */
export class OrderPaymentStateService {
  constructor(
    private readonly repo: OrderPaymentStateRepository,
    private readonly news: Pick<OrderNewsService, 'announce'>,
  ) {}

  byId(id: number, trx?: Tx): Promise<OrderRow | undefined> {
    return this.repo.byId(id, trx)
  }

  byRazorpayOrderId(razorpayOrderId: string, trx?: Tx): Promise<OrderRow | undefined> {
    return this.repo.byRazorpayOrderId(razorpayOrderId, trx)
  }

  byRazorpayPaymentId(razorpayPaymentId: string, trx?: Tx): Promise<OrderRow | undefined> {
    return this.repo.byRazorpayPaymentId(razorpayPaymentId, trx)
  }

  /**
   * pending|failed → paid with one timeline entry; false when another call (the webhook, the callback,
   * the expiry job) already did it, or the order was cancelled meanwhile.
   */
  async markPaid(trx: Tx, orderId: number, razorpayPaymentId: string, note: string, at: string): Promise<boolean> {
    if (!(await this.repo.markPaid(trx, orderId, razorpayPaymentId))) return false
    await this.addEvent(trx, orderId, note, at)
    return true
  }

  /** pending → failed with its timeline entry; false when paid, cancelled or failed already (a late or repeated event). */
  async markFailed(trx: Tx, orderId: number, note: string, at: string): Promise<boolean> {
    if (!(await this.repo.markFailed(trx, orderId))) return false
    await this.addEvent(trx, orderId, note, at)
    return true
  }

  /**
   * A refund the store's own refund call did not record (made in Razorpay's dashboard, or of a payment
   * that came after the order was cancelled): adds it to `refunded` and sets the payment status.
   */
  async addRefund(trx: Tx, orderId: number, amount: number, note: string, at: string): Promise<void> {
    await this.repo.addRefund(trx, orderId, amount, (row) => (row.refunded >= row.total ? 'refunded' : 'partially_refunded'))
    await this.addEvent(trx, orderId, note, at)
  }

  /** A timeline entry, and the news that the order changed (every move above ends here). */
  async addEvent(trx: Tx, orderId: number, note: string, at: string): Promise<void> {
    const row = (await this.repo.byId(orderId, trx))!
    await this.repo.addEvent(trx, orderId, row.status, note, at)
    await this.news.announce(trx, { kind: 'changed', id: row.public_id! })
  }

  /** Ids of online orders placed before `cutoff` and still unpaid (the expiry job's candidates). */
  unpaidPlacedBefore(cutoff: Date, limit: number): Promise<number[]> {
    return this.repo.unpaidPlacedBefore(cutoff.toISOString(), limit)
  }
}
