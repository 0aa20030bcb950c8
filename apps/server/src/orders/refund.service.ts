import { formatMoney, type OrderStatus } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import { ConflictError, InputError, UnavailableError } from '../http/errors.ts'
import type { CheckoutSettings } from '../store/service.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { mailContextFor } from './mail-context.ts'
import { statusMessage } from './mails.ts'
import { orderPush } from './push-news.ts'
import type { MessageContext } from './message-types.ts'
import type { ScheduledRefund } from './payment-port.ts'
import type { OrderRow } from './repository.ts'
import type { Actor } from '../staff/actor.ts'
import { shopperNotes } from './timeline-notes.ts'

/** What the shopper has paid: all of it once collected (online paid, or cash after delivery), else the wallet's part. */
export function paidAmount(row: OrderRow): number {
  const collected = ['paid', 'partially_refunded', 'refunded'].includes(row.payment_status)
  return collected ? row.total : row.wallet_used
}

/** A gateway refund written in a transaction, to be tried once it has committed. */
export interface PendingGatewayRefund {
  reference: string
  input: ScheduledRefund
}

/**
 * Money going back on an order (decision 0018): the way it came. An online payment goes back through
 * the gateway, up to what it paid; the rest (what the wallet paid, or cash) goes to the shopper's wallet
 * as store credit.
 *
 * Refunds of one order are serialised (decision 0036): in one transaction the order's row is locked
 * (PostgreSQL) and `refunded` grows by a conditional update that never passes what was paid, BEFORE the
 * gateway is called. The gateway's part is written as a scheduled refund in that same transaction and
 * tried once it has committed; the payment worker retries it until Razorpay takes it. So two refunds,
 * or a refund and a cancel, can never ask the gateway for more than is left, and a refund the gateway
 * did not take at once is not lost.
 */
export class OrderRefundService {
  constructor(private readonly deps: LifecycleDeps) {}

  /** The owner's refund: at most what was paid and not yet refunded. */
  async refund(row: OrderRow, amount: number, reason: string, origin: string, actor: Actor): Promise<void> {
    const settings = await this.deps.store.checkoutSettings()
    const money = (minor: number) => formatMoney(minor, settings.money)
    const paid = paidAmount(row)
    // More than was ever paid can never be refunded: bad input. Within what was paid but more than is
    // left is a conflict with refunds already made, told as one below, under the lock (decision 0036).
    if (amount > paid) {
      throw new InputError(`At most ${money(Math.max(0, paid - row.refunded))} of this order can be refunded`, [
        { path: 'amount', message: `must be at most ${paid - row.refunded}` },
      ])
    }
    const mail = await mailContextFor(this.deps, row, settings, origin)
    const pending = await this.deps.work.run(async (trx) => {
      const fresh = await this.deps.orders.lockForRefund(trx, row.id)
      const left = paidAmount(fresh) - fresh.refunded
      // Other refunds or a cancel got there first (a lost race is not a gateway error).
      if (amount > left) throw new ConflictError(`Only ${money(Math.max(0, left))} is left to refund`, { left: Math.max(0, left) })
      const pendingRefund = await this.giveBack(trx, fresh, amount, reason, money, mail)
      const before = { refunded: fresh.refunded, payment_status: fresh.payment_status }
      const after = {
        refunded: fresh.refunded + amount,
        payment_status: fresh.refunded + amount >= paidAmount(fresh) ? 'refunded' : 'partially_refunded',
        reason,
      }
      await this.deps.audit.record(trx, actor, { objectType: 'order', objectId: fresh.public_id!, action: 'refund', before, after })
      await this.deps.news.announce(trx, { kind: 'changed', id: fresh.public_id! })
      return pendingRefund
    })
    this.deps.outbox.wake()
    if (pending) await this.deps.payments!.refundNow(pending.reference, pending.input)
  }

  /**
   * A cancel's refund, inside the cancel's transaction: everything paid and not yet refunded, read
   * under the same lock as the owner's refunds, so whichever commits second sees the other.
   */
  async refundAllInCancel(
    trx: Tx,
    orderId: number,
    settings: CheckoutSettings,
    mail: MessageContext | null,
  ): Promise<PendingGatewayRefund | null> {
    const fresh = await this.deps.orders.lockForRefund(trx, orderId)
    const collectedOnline =
      fresh.payment_method === 'online' && fresh.razorpay_payment_id && ['paid', 'partially_refunded'].includes(fresh.payment_status)
    if (!collectedOnline) return null
    const left = paidAmount(fresh) - fresh.refunded
    if (left <= 0) return null
    return this.giveBack(trx, fresh, left, 'order cancelled', (minor) => formatMoney(minor, settings.money), mail)
  }

  /** Counts `amount` as refunded, splits it between the gateway and the wallet, and writes both; the gateway's part is scheduled. */
  private async giveBack(
    trx: Tx,
    fresh: OrderRow,
    amount: number,
    reason: string,
    money: (minor: number) => string,
    mail: MessageContext | null,
  ): Promise<PendingGatewayRefund | null> {
    const paid = paidAmount(fresh)
    const walletRefunded = await this.deps.wallet.refundedFor(fresh.user_id!, fresh.public_id!, trx)
    const gatewayLeft =
      fresh.payment_method === 'online' && fresh.razorpay_payment_id
        ? fresh.total - fresh.wallet_used - (fresh.refunded - walletRefunded)
        : 0
    const toGateway = Math.min(amount, Math.max(0, gatewayLeft))
    const toWallet = amount - toGateway
    if (toGateway > 0 && !this.deps.payments) throw new UnavailableError(503, 'Online refunds are not available: online payment is off')
    if (!(await this.deps.orders.addRefunded(trx, fresh.id, amount, paid, (r) => (r >= paid ? 'refunded' : 'partially_refunded')))) {
      throw new Error(`order ${fresh.id}: refund of ${amount} passed the locked check but not the conditional update`)
    }
    let pending: PendingGatewayRefund | null = null
    if (toGateway > 0) {
      const input = { orderId: fresh.id, paymentId: fresh.razorpay_payment_id!, amount: toGateway, receipt: `order_${fresh.number}` }
      pending = { reference: await this.deps.payments!.scheduleRefund(trx, input), input }
      await this.deps.orders.addEvent(trx, fresh.id, fresh.status, shopperNotes.refunded(money(toGateway), 'card', reason))
    }
    if (toWallet > 0) {
      await this.deps.wallet.credit(trx, fresh.user_id!, toWallet, `Refund: ${reason}`.slice(0, 200), {
        type: 'refund',
        id: fresh.public_id,
      })
      await this.deps.orders.addEvent(trx, fresh.id, fresh.status, shopperNotes.refunded(money(toWallet), 'wallet', reason))
    }
    const news = { status: fresh.status as OrderStatus, note: `${money(amount)} of your order was refunded`, refunded: amount }
    if (mail) await this.deps.outbox.add(trx, statusMessage(fresh, news, mail))
    if (mail) await this.deps.push.queue(trx, fresh.user_id!, orderPush(fresh, news, mail))
    return pending
  }
}
