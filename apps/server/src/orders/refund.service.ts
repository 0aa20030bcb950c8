import { formatMoney, type OrderStatus } from '@store/core'
import { InputError, UnavailableError } from '../http/errors.ts'
import type { CheckoutSettings } from '../store/service.ts'
import type { LifecycleDeps } from './lifecycle.service.ts'
import { mailContextFor } from './mail-context.ts'
import { statusMessage } from './mails.ts'
import type { OrderRow } from './repository.ts'

/** What the shopper has paid: all of it once collected (online paid, or cash after delivery), else the wallet's part. */
export function paidAmount(row: OrderRow): number {
  const collected = ['paid', 'partially_refunded', 'refunded'].includes(row.payment_status)
  return collected ? row.total : row.wallet_used
}

/**
 * Money going back on an order (decision 0018): the way it came. An online payment goes back through
 * the gateway, up to what it paid; the rest (what the wallet paid, or cash) goes to the shopper's wallet
 * as store credit. The order's `refunded` and payment status move once, by a conditional update.
 */
export class OrderRefundService {
  constructor(private readonly deps: LifecycleDeps) {}

  /** The owner's refund: at most what was paid and not yet refunded. */
  async refund(row: OrderRow, amount: number, reason: string, origin: string): Promise<void> {
    const settings = await this.deps.store.checkoutSettings()
    const paid = paidAmount(row)
    if (amount > paid - row.refunded) {
      const left = formatMoney(Math.max(0, paid - row.refunded), settings.money)
      throw new InputError(`At most ${left} of this order can be refunded`, [
        { path: 'amount', message: `must be at most ${paid - row.refunded}` },
      ])
    }
    const walletRefunded = await this.deps.wallet.refundedFor(row.user_id!, row.public_id!)
    const gatewayLeft =
      row.payment_method === 'online' && row.razorpay_payment_id ? row.total - row.wallet_used - (row.refunded - walletRefunded) : 0
    const toGateway = Math.min(amount, Math.max(0, gatewayLeft))
    await this.giveMoneyBack(row, toGateway, amount - toGateway, reason, settings, origin)
  }

  /** Once a cancel has committed: what a captured online payment paid and was not refunded goes back through the gateway. */
  async refundCancelled(orderId: number, settings: CheckoutSettings, origin: string): Promise<void> {
    const fresh = (await this.deps.orders.byId(orderId))!
    const gatewayLeft =
      fresh.payment_method === 'online' && fresh.razorpay_payment_id && ['paid', 'partially_refunded'].includes(fresh.payment_status)
    if (!gatewayLeft) return
    const walletRefunded = await this.deps.wallet.refundedFor(fresh.user_id!, fresh.public_id!)
    const due = fresh.total - fresh.wallet_used - (fresh.refunded - walletRefunded)
    if (due > 0) await this.giveMoneyBack(fresh, due, 0, 'order cancelled', settings, origin)
  }

  private async giveMoneyBack(
    row: OrderRow,
    toGateway: number,
    toWallet: number,
    reason: string,
    settings: CheckoutSettings,
    origin: string,
  ) {
    const money = (minor: number) => formatMoney(minor, settings.money)
    const paid = paidAmount(row)
    if (toGateway > 0) await this.gatewayRefund(row, toGateway)
    const mail = await mailContextFor(this.deps, row, settings, origin)
    await this.deps.work.run(async (trx) => {
      const total = toGateway + toWallet
      if (!(await this.deps.orders.addRefunded(trx, row.id, total, paid, (r) => (r >= paid ? 'refunded' : 'partially_refunded')))) {
        throw new InputError('This order was refunded meanwhile. Look at it again')
      }
      if (toGateway > 0) await this.deps.orders.addEvent(trx, row.id, row.status, `${money(toGateway)} refunded to your card: ${reason}`)
      if (toWallet > 0) {
        await this.deps.wallet.credit(trx, row.user_id!, toWallet, `Refund: ${reason}`.slice(0, 200), { type: 'refund', id: row.public_id })
        await this.deps.orders.addEvent(trx, row.id, row.status, `${money(toWallet)} refunded to your wallet: ${reason}`.slice(0, 400))
      }
      const news = { status: row.status as OrderStatus, note: `${money(total)} of your order was refunded`, refunded: total }
      if (mail) await this.deps.outbox.add(trx, statusMessage(row, news, mail))
    })
    this.deps.outbox.wake()
  }

  private async gatewayRefund(row: OrderRow, amount: number): Promise<void> {
    if (!this.deps.payments || !row.razorpay_payment_id)
      throw new UnavailableError(503, 'Online refunds are not available: online payment is off')
    try {
      await this.deps.payments.refundPayment({ paymentId: row.razorpay_payment_id, amount, receipt: `order_${row.number}` })
    } catch (error) {
      throw new UnavailableError(502, 'The payment gateway did not accept the refund. Nothing was refunded: try again', error)
    }
  }
}
