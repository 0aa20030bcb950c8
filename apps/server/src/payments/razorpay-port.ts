import type { PaymentGateway } from '../integrations/razorpay/client.ts'
import type { PaymentPort } from '../orders/payment-port.ts'
import type { OrderPaymentStateService } from '../orders/payment-state.service.ts'
import type { RefundsService } from './refunds.service.ts'

/**
 * The orders area's PaymentPort over Razorpay (issue 10): place-order creates the Razorpay order here,
 * and a cancel or the owner's refund refunds through Razorpay's refund API.
 */
export class RazorpayPaymentPort implements PaymentPort {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly refunds: RefundsService,
    private readonly orders: OrderPaymentStateService,
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

  async refundPayment(input: { paymentId: string; amount: number; receipt: string }): Promise<{ id: string }> {
    const order = await this.orders.byRazorpayPaymentId(input.paymentId)
    if (!order) throw new Error(`no order is paid by ${input.paymentId}`)
    const refund = await this.refunds.refund({ ...input, orderId: order.id, origin: 'store' })
    return { id: refund.id }
  }
}
