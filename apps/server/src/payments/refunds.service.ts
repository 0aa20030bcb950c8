import { randomBytes } from 'node:crypto'
import type { PaymentGateway } from '../integrations/razorpay/client.ts'
import type { RazorpayRefund } from '../integrations/razorpay/entities.ts'
import type { PaymentsRepository } from './repository.ts'

export type RefundOrigin = 'store' | 'late'

/** Our name for a refund: 96 random bits, in payment_refunds and in the refund's notes at Razorpay. */
export const newRefundReference = () => randomBytes(12).toString('base64url')

/** The key in a refund's notes that names it for us (decision 0021). */
export const REFUND_NOTE = 'store_refund'

/**
 * Refunds through Razorpay's refund API, each remembered in payment_refunds before the call
 * under a reference of ours that also goes in the refund's notes: refund.processed may arrive before
 * Razorpay's answer to the call, and must then still be known as a refund the store made.
 */
export class RefundsService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly repo: PaymentsRepository,
  ) {}

  async refund(input: {
    orderId: number
    paymentId: string
    amount: number
    receipt: string
    origin: RefundOrigin
    /** A scheduled refund's reference: its retries reuse it, so a refund Razorpay took is never asked again. */
    reference?: string
  }): Promise<{ id: string }> {
    const reference = input.reference ?? newRefundReference()
    const earlier = input.reference ? await this.repo.refundByReference(reference) : undefined
    if (earlier && earlier.status !== 'failed' && earlier.razorpay_refund_id) return { id: earlier.razorpay_refund_id }
    if (earlier) await this.repo.retryRefund(reference)
    else
      await this.repo.addRefund({
        order_id: input.orderId,
        razorpay_payment_id: input.paymentId,
        reference,
        amount: input.amount,
        status: 'requested',
        origin: input.origin,
        created_at: new Date().toISOString(),
      })
    let refund: RazorpayRefund
    try {
      refund = await this.gateway.refundPayment(input.paymentId, {
        amount: input.amount,
        receipt: input.receipt.slice(0, 40),
        notes: { [REFUND_NOTE]: reference },
      })
    } catch (error) {
      // The answer was lost, but refund.processed came meanwhile: the refund happened.
      const settled = await this.repo.refundByReference(reference)
      if (settled?.status === 'processed' && settled.razorpay_refund_id) return { id: settled.razorpay_refund_id }
      // The caller records nothing. Should Razorpay have refunded after all, its refund.processed
      // finds this row failed and records the refund on the order then (webhook.service.ts).
      await this.repo.setRefundFailed(reference)
      throw error
    }
    // Settled (processed) only by refund.processed, which also writes the timeline entry.
    await this.repo.setRefundAnswer(reference, refund.id, 'pending')
    return { id: refund.id }
  }
}
