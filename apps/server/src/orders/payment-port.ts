import type { Tx } from '../db/transaction.ts'

/**
 * The payment gateway as orders see it. The payments engineer implements it with the
 * Razorpay client (apps/server/src/payments/); orders never call Razorpay themselves. Money in minor units.
 */
export interface PaymentPort {
  /** Creates the gateway's order for an online payment; its id goes to the browser's checkout. */
  createPaymentOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>
  /**
   * Refunds `amount` of a captured payment (a cancelled paid order, or the owner's refund). Resolves
   * once the gateway accepted the refund; rejects when it did not (nothing is recorded then).
   */
  refundPayment(input: { paymentId: string; amount: number; receipt: string }): Promise<{ id: string }>
  /**
   * Writes, in the caller's transaction, a refund that must happen: a job the payment worker retries
   * until the gateway takes it (decision 0036). Its reference is for `refundNow`.
   */
  scheduleRefund(trx: Tx, input: ScheduledRefund): Promise<string>
  /** Tries a scheduled refund at once, after its transaction committed; false leaves it to the worker's retries. */
  refundNow(reference: string, input: ScheduledRefund): Promise<boolean>
}

export interface ScheduledRefund {
  orderId: number
  paymentId: string
  amount: number
  receipt: string
}
