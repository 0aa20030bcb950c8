import type { OnlinePayment } from '@store/core'
import type { RazorpayConfig } from '../config.ts'
import { UnavailableError } from '../http/errors.ts'
import type { CheckoutSettings } from '../store/service.ts'
import type { OrderLifecycleService } from './lifecycle.service.ts'
import type { PaymentPort } from './payment-port.ts'
import type { ReorderService } from './reorder.service.ts'
import type { OrdersRepository } from './repository.ts'

export interface PaymentStartDeps {
  orders: OrdersRepository
  lifecycle: OrderLifecycleService
  reorder: ReorderService
  payments: { port: PaymentPort; razorpay: RazorpayConfig }
}

/** The order a payment is started for, and whose cart its lines go back to if it cannot be. */
export interface PaymentFor {
  orderId: number
  number: number
  amount: number
  owner: string
  branchId: number
}

/**
 * An online order's payment, started after the order's transaction so no database transaction waits
 * on the network (decision 0018). The gateway's order id is stored once; a replay that races the first
 * call keeps the first id. When the gateway fails, the order is cancelled at once (stock, offer and
 * wallet go back) and its lines return to the cart: a 502 (decision 0021).
 */
export class PaymentStart {
  constructor(private readonly deps: PaymentStartDeps) {}

  async start(order: PaymentFor, settings: CheckoutSettings, shopper: { name: string; email: string | null; phone: string | null }) {
    const { port, razorpay } = this.deps.payments
    let razorpayOrderId: string
    try {
      const existing = (await this.deps.orders.byId(order.orderId))?.razorpay_order_id
      razorpayOrderId =
        existing ??
        (await this.deps.orders.setRazorpayOrderId(
          order.orderId,
          (await port.createPaymentOrder({ amount: order.amount, currency: settings.currencyCode, receipt: `order_${order.number}` })).id,
        ))
    } catch (error) {
      await this.deps.lifecycle.cancelUnpaid(order.orderId, 'Online payment could not be started')
      await this.deps.reorder.backToCart(order.orderId, order.owner, order.branchId)
      throw new UnavailableError(502, 'Online payment could not be started. Your cart is as it was: try again, or pay another way', error)
    }
    const payment: OnlinePayment = {
      provider: 'razorpay',
      key_id: razorpay.keyId,
      razorpay_order_id: razorpayOrderId,
      amount: order.amount,
      currency: settings.currencyCode,
      name: settings.storeName,
      checkout_url: razorpay.checkoutUrl,
      prefill: { name: shopper.name, email: shopper.email ?? '', contact: shopper.phone ?? '' },
    }
    return payment
  }
}
