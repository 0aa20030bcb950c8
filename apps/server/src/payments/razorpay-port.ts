import type { Tx } from '../db/transaction.ts'
import type { PaymentGateway } from '../integrations/razorpay/client.ts'
import type { PaymentPort, ScheduledRefund } from '../orders/payment-port.ts'
import type { OrderPaymentStateService } from '../orders/payment-state.service.ts'
import { newRefundReference, type RefundsService } from './refunds.service.ts'
import type { PaymentsRepository } from './repository.ts'

/** A scheduled refund's job key: the refund's own reference, so the job and payment_refunds name the same refund. */
export const refundJobKey = (reference: string) => `refund:${reference}`
/** How long the worker leaves a scheduled refund to the request that scheduled it, before trying it itself. */
const FIRST_TRY_MS = 60_000

/**
 * The orders area's PaymentPort over Razorpay: place-order creates the Razorpay order here,
 * and a cancel or the owner's refund refunds through Razorpay's refund API.
 */
export class RazorpayPaymentPort implements PaymentPort {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly refunds: RefundsService,
    private readonly orders: OrderPaymentStateService,
    private readonly repo: PaymentsRepository,
    private readonly wake: () => void,
  ) {}

  /**
   * Manual capture (payment_capture false): process-payment checks the amount before it captures. An
   * account set to capture automatically in Razorpay's dashboard works too: the payment is then
   * captured already when the store sees it.
   */
  async createPaymentOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }> {
    const order = await this.gateway.createOrder({ ...input, receipt: input.receipt.slice(0, 40), paymentCapture: false })
    return { id: order.id }
  }

  async scheduleRefund(trx: Tx, input: ScheduledRefund): Promise<string> {
    const reference = newRefundReference()
    const due = new Date(Date.now() + FIRST_TRY_MS).toISOString()
    const job = {
      key: refundJobKey(reference),
      kind: 'refund',
      order_id: input.orderId,
      razorpay_payment_id: input.paymentId,
      amount: input.amount,
    }
    await this.repo.enqueue(job, due, trx)
    return reference
  }

  async refundNow(reference: string, input: ScheduledRefund): Promise<boolean> {
    try {
      await this.refunds.refund({ ...input, reference, origin: 'store' })
    } catch (error) {
      await this.repo.makeDue(refundJobKey(reference), new Date().toISOString(), String(error))
      this.wake()
      return false
    }
    await this.repo.finishPending(refundJobKey(reference), 'refunded at once')
    return true
  }

  async refundPayment(input: { paymentId: string; amount: number; receipt: string }): Promise<{ id: string }> {
    const order = await this.orders.byRazorpayPaymentId(input.paymentId)
    if (!order) throw new Error(`no order is paid by ${input.paymentId}`)
    const refund = await this.refunds.refund({ ...input, orderId: order.id, origin: 'store' })
    return { id: refund.id }
  }
}
