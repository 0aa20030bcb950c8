import { formatMoney, type Order, type OrderStatus } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { StockService, StockSource } from '../catalogue/stock.service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { InputError, UnavailableError } from '../http/errors.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { CheckoutSettings, StoreService } from '../store/service.ts'
import type { WalletService } from '../wallet/service.ts'
import { statusMail, trackingLink } from './mails.ts'
import type { PaymentPort } from './payment-port.ts'
import type { OrderRow, OrdersRepository } from './repository.ts'
import { canMove, nextStatus, STATUS_NOTES } from './status-machine.ts'
import { cancelUntil, toOrder } from './view.ts'

export interface LifecycleDeps {
  work: UnitOfWork
  orders: OrdersRepository
  store: StoreService
  accounts: AccountsService
  wallet: WalletService
  stock: StockService
  discounts: DiscountsService
  outbox: Outbox
  versions: CacheVersions
  /** Refunds of online payments; null when online payment is off. */
  payments: PaymentPort | null
  publicUrl: string | null
}

export type CancelledBy = 'shopper' | 'owner' | 'system'

/**
 * Told in the transaction that moves an order to delivered or picked up, so what the shopper earns by
 * it (issue 11: referral bonuses) commits or rolls back with the move. The container adds them.
 */
export type DeliveredListener = (
  trx: Tx,
  order: Pick<OrderRow, 'id' | 'user_id' | 'number' | 'total' | 'placed_at' | 'created_at'>,
) => Promise<void>

/**
 * An order's life after it is placed (issue 10): status moves, cancels that give back stock, the offer's
 * use and the wallet, and refunds. Marking an order paid is the payments area's, through
 * orders/payment-state.* (decision 0021). Each change writes its timeline entries and
 * the shopper's mail in its own transaction; a move is a conditional UPDATE on the status it started
 * from, so two parallel moves of one order cannot both happen.
 */
export class OrderLifecycleService {
  private readonly deliveredListeners: DeliveredListener[] = []

  constructor(private readonly deps: LifecycleDeps) {}

  onDelivered(listener: DeliveredListener): void {
    this.deliveredListeners.push(listener)
  }

  /** The order as the API shows it, read inside a transaction. */
  async view(trx: Tx, orderId: number, cancelWindowMinutes: number): Promise<Order> {
    const row = (await this.deps.orders.byId(orderId, trx))!
    return toOrder(row, await this.deps.orders.lines(orderId, trx), await this.deps.orders.events(orderId, trx), cancelWindowMinutes)
  }

  async viewById(orderId: number, cancelWindowMinutes: number): Promise<Order> {
    const row = (await this.deps.orders.byId(orderId))!
    return toOrder(row, await this.deps.orders.lines(orderId), await this.deps.orders.events(orderId), cancelWindowMinutes)
  }

  /** The shopper's cancel (issue 10): while placed and within the owner's cancel window. */
  async cancelByShopper(row: OrderRow, reason: string | undefined, origin: string): Promise<void> {
    const settings = await this.deps.store.checkoutSettings()
    if (cancelUntil(row, settings.cancelWindowMinutes) === null) {
      throw new InputError(
        row.status === 'placed'
          ? 'The time to cancel this order has passed. Contact the store'
          : 'This order can no longer be cancelled: the store has started on it',
      )
    }
    const note = reason?.trim() ? `You cancelled the order: ${reason.trim()}` : 'You cancelled the order'
    await this.cancel(row, 'shopper', reason?.trim() || null, note, origin)
  }

  /** The owner's cancel, with a reason, until out_for_delivery or ready_for_pickup. */
  async cancelByOwner(row: OrderRow, reason: string, origin: string): Promise<void> {
    await this.cancel(row, 'owner', reason.trim(), `Cancelled by the store: ${reason.trim()}`, origin)
  }

  /**
   * For the payments area (decision 0021): an online order still unpaid (payment_status pending, or failed: a try
   * failed) is cancelled and everything it took goes back. False when it was paid or moved meanwhile.
   */
  async cancelUnpaid(orderId: number, note: string, origin = ''): Promise<boolean> {
    const row = await this.deps.orders.byId(orderId)
    if (!row || !['pending', 'failed'].includes(row.payment_status) || row.status !== 'placed') return false
    try {
      await this.cancel(row, 'system', note, note, origin, row.payment_status)
      return true
    } catch (error) {
      if (error instanceof InputError) return false
      throw error
    }
  }

  /** The owner moves the order one step on (issue 10 statuses); any other move is a 422. */
  async advance(row: OrderRow, to: OrderStatus, origin: string): Promise<void> {
    const from = row.status as OrderStatus
    const fulfilment = row.fulfilment as Order['fulfilment']
    if (to === 'cancelled')
      throw new InputError('Cancel an order with its reason through the cancel call', [{ path: 'status', message: 'use cancel' }])
    if (!canMove(fulfilment, from, to)) {
      const next = nextStatus(fulfilment, from)
      throw new InputError(`Order #${row.number} is ${from}: ${next ? `it can move to ${next} only` : 'it cannot move any more'}`, [
        { path: 'status', message: 'not the next status' },
      ])
    }
    const settings = await this.deps.store.checkoutSettings()
    const mail = await this.mailContext(row, settings, origin)
    await this.deps.work.run(async (trx) => {
      if (!(await this.deps.orders.update(trx, row.id, from, { status: to }))) throw this.movedMeanwhile(row)
      await this.deps.orders.addEvent(trx, row.id, to, STATUS_NOTES[to])
      // Cash is collected at the door or the counter.
      if ((to === 'delivered' || to === 'picked_up') && row.payment_method === 'cod' && row.payment_status === 'pending') {
        await this.deps.orders.setPaymentStatus(trx, row.id, 'pending', 'paid')
        await this.deps.orders.addEvent(trx, row.id, to, 'Paid in cash')
      }
      if (to === 'delivered' || to === 'picked_up') for (const listener of this.deliveredListeners) await listener(trx, row)
      if (mail) await this.deps.outbox.add(trx, statusMail(row, to, STATUS_NOTES[to], mail))
    })
    this.deps.outbox.wake()
  }

  /**
   * The owner's refund (decision 0018): at most what was paid and not yet refunded. An online payment
   * is refunded through the gateway, up to what it paid; the rest (what the wallet paid, or cash) goes
   * to the shopper's wallet.
   */
  async refund(row: OrderRow, amount: number, reason: string, origin: string): Promise<void> {
    const settings = await this.deps.store.checkoutSettings()
    const paid = this.paidAmount(row)
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

  private paidAmount(row: OrderRow): number {
    const collected = ['paid', 'partially_refunded', 'refunded'].includes(row.payment_status)
    return collected ? row.total : row.wallet_used
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
    const paid = this.paidAmount(row)
    if (toGateway > 0) await this.gatewayRefund(row, toGateway)
    const mail = await this.mailContext(row, settings, origin)
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
      if (mail)
        await this.deps.outbox.add(trx, statusMail(row, row.status as OrderStatus, `${money(total)} of your order was refunded`, mail))
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

  /**
   * One cancel for shopper, owner and the unpaid-order expiry: the status moves only from the status it
   * was read in, and stock, the offer's use and the wallet go back in the same transaction, each as a
   * timeline entry. A paid online payment is refunded through the gateway after the commit.
   */
  private async cancel(row: OrderRow, by: CancelledBy, reason: string | null, note: string, origin: string, paymentFrom?: string) {
    const from = row.status as OrderStatus
    if (!canMove(row.fulfilment as Order['fulfilment'], from, 'cancelled')) {
      throw new InputError(`Order #${row.number} is ${from} and can no longer be cancelled`)
    }
    const settings = await this.deps.store.checkoutSettings()
    const money = (minor: number) => formatMoney(minor, settings.money)
    const mail = await this.mailContext(row, settings, origin)
    const lines = await this.deps.orders.lines(row.id)
    await this.deps.work.run(async (trx) => {
      const now = new Date().toISOString()
      const change = { status: 'cancelled', cancelled_at: now, cancelled_by: by, cancel_reason: reason }
      if (!(await this.deps.orders.update(trx, row.id, from, change))) throw this.movedMeanwhile(row)
      if (paymentFrom && !(await this.deps.orders.setPaymentStatus(trx, row.id, paymentFrom, 'failed'))) throw this.movedMeanwhile(row)
      await this.deps.orders.addEvent(trx, row.id, 'cancelled', note.slice(0, 400), now)
      const perProduct = new Map<number, { quantity: number; source: StockSource }>()
      for (const l of lines) {
        if (l.stock_source === null) continue
        const seen = perProduct.get(l.product_id)
        perProduct.set(l.product_id, { quantity: (seen?.quantity ?? 0) + l.quantity, source: l.stock_source as StockSource })
      }
      for (const [productId, { quantity, source }] of perProduct)
        await this.deps.stock.giveBack(trx, row.branch_id, productId, quantity, source)
      if (perProduct.size > 0) await this.deps.orders.addEvent(trx, row.id, 'cancelled', 'The items went back into stock', now)
      if (row.coupon_code) {
        await this.deps.discounts.giveBackUse(trx, row.coupon_code)
        await this.deps.versions.bump(trx, ['cache-offers'])
        await this.deps.orders.addEvent(trx, row.id, 'cancelled', `The use of ${row.coupon_code} was given back`, now)
      }
      const walletBack = row.wallet_used - (await this.deps.wallet.refundedFor(row.user_id!, row.public_id!, trx))
      if (walletBack > 0) {
        await this.deps.wallet.credit(trx, row.user_id!, walletBack, 'Refund of a cancelled order', { type: 'refund', id: row.public_id })
        await this.deps.orders.addRefunded(trx, row.id, walletBack, row.total, (r) =>
          r >= this.paidAmount(row) ? 'refunded' : 'partially_refunded',
        )
        await this.deps.orders.addEvent(trx, row.id, 'cancelled', `${money(walletBack)} returned to your wallet`, now)
      }
      if (mail) await this.deps.outbox.add(trx, statusMail(row, 'cancelled', note, mail))
    })
    this.deps.versions.invalidate()
    this.deps.outbox.wake()
    // A captured online payment goes back through the gateway once the cancel has committed.
    const fresh = (await this.deps.orders.byId(row.id))!
    const gatewayLeft =
      fresh.payment_method === 'online' && fresh.razorpay_payment_id && ['paid', 'partially_refunded'].includes(fresh.payment_status)
    if (gatewayLeft) {
      const walletRefunded = await this.deps.wallet.refundedFor(fresh.user_id!, fresh.public_id!)
      const due = fresh.total - fresh.wallet_used - (fresh.refunded - walletRefunded)
      if (due > 0) await this.giveMoneyBack(fresh, due, 0, 'order cancelled', settings, origin)
    }
  }

  private movedMeanwhile(row: OrderRow): InputError {
    return new InputError(`Order #${row.number} changed meanwhile. Look at it again`)
  }

  /** Where the shopper's mails go, and the tracking link; null for a shopper without an e-mail. */
  private async mailContext(row: OrderRow, settings: CheckoutSettings, origin: string) {
    if (row.user_id === null) return null
    const user = await this.deps.accounts.contact(row.user_id)
    if (!user?.email) return null // the account is gone, or has only a phone
    return {
      to: user.email,
      storeName: settings.storeName,
      money: settings.money,
      link: trackingLink(this.deps.publicUrl ?? origin, row.public_id!),
    }
  }
}
