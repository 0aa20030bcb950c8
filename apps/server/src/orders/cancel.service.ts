import { formatMoney, type Order, type OrderStatus } from '@store/core'
import type { StockSource } from '../catalogue/stock.service.ts'
import type { Tx } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { mailContextFor } from './mail-context.ts'
import { statusMessage } from './mails.ts'
import { orderPush } from './push-news.ts'
import { paidAmount, type OrderRefundService } from './refund.service.ts'
import type { OrderLineRow, OrderRow } from './repository.ts'
import { canMove } from './status-machine.ts'
import type { Actor } from '../staff/actor.ts'
import { shopperNotes } from './timeline-notes.ts'

export type CancelledBy = 'shopper' | 'owner' | 'system'

/** Someone else moved or cancelled the order first (two people at one order): a 409, never a 5xx. */
export class OrderChangedError extends Error {
  readonly statusCode = 409
}

export const movedMeanwhile = (row: OrderRow) =>
  new OrderChangedError(`Order #${row.number} was changed by someone else meanwhile. Here it is as it is now`)

/**
 * One cancel for shopper, owner and the unpaid-order expiry: the status moves only from the status it
 * was read in, and stock, the offer's use and the wallet go back in the same transaction, each as a
 * timeline entry. A paid online payment's refund is scheduled in that transaction and tried after the
 * commit (decision 0036).
 */
export class OrderCancelService {
  constructor(
    private readonly deps: LifecycleDeps,
    private readonly refunds: OrderRefundService,
  ) {}

  /** `paymentFrom`: the expiry's cancel also moves the payment from this status to failed, in the same transaction. */
  async cancel(row: OrderRow, by: CancelledBy, reason: string | null, note: string, origin: string, paymentFrom?: string, actor?: Actor) {
    const from = row.status as OrderStatus
    if (from === 'cancelled') throw new OrderChangedError(`Order #${row.number} is already cancelled`)
    if (!canMove(row.fulfilment as Order['fulfilment'], from, 'cancelled')) {
      throw new InputError(`Order #${row.number} is ${from} and can no longer be cancelled`)
    }
    const settings = await this.deps.store.checkoutSettings()
    const mail = await mailContextFor(this.deps, row, settings, origin)
    const lines = await this.deps.orders.lines(row.id)
    const pending = await this.deps.work.run(async (trx) => {
      const now = new Date().toISOString()
      const change = { status: 'cancelled', cancelled_at: now, cancelled_by: by, cancel_reason: reason }
      if (!(await this.deps.orders.update(trx, row.id, from, change))) throw movedMeanwhile(row)
      if (paymentFrom && !(await this.deps.orders.setPaymentStatus(trx, row.id, paymentFrom, 'failed'))) throw movedMeanwhile(row)
      await this.deps.orders.addEvent(trx, row.id, 'cancelled', note.slice(0, 400), now)
      // The row as it is now, not as read before the transaction: a payment that committed meanwhile is
      // money paid, to be given back too (decision 0036). On PostgreSQL the update above holds its lock.
      const fresh = await this.deps.orders.lockForRefund(trx, row.id)
      await this.giveBack(trx, fresh, lines, now, (minor) => formatMoney(minor, settings.money))
      if (mail) await this.deps.outbox.add(trx, statusMessage(row, { status: 'cancelled', note }, mail))
      if (mail) await this.deps.push.queue(trx, row.user_id!, orderPush(row, { status: 'cancelled', note }, mail))
      if (actor) {
        const after = { status: 'cancelled', cancel_reason: reason }
        await this.deps.audit.record(trx, actor, {
          objectType: 'order',
          objectId: row.public_id!,
          action: 'cancel',
          before: { status: from, cancel_reason: null },
          after,
        })
      }
      await this.deps.news.announce(trx, { kind: 'changed', id: row.public_id! })
      // What a captured online payment paid and was not refunded, counted in this transaction and
      // scheduled with it: a cancel always ends with everything given back (decision 0036).
      return this.refunds.refundAllInCancel(trx, row.id, settings, mail)
    })
    this.deps.versions.invalidate()
    this.deps.outbox.wake()
    if (pending) await this.deps.payments!.refundNow(pending.reference, pending.input)
  }

  /** Stock to where it was taken, the offer's use, and what the wallet paid (less what was refunded already). */
  private async giveBack(trx: Tx, row: OrderRow, lines: OrderLineRow[], now: string, money: (minor: number) => string) {
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
        r >= paidAmount(row) ? 'refunded' : 'partially_refunded',
      )
      await this.deps.orders.addEvent(trx, row.id, 'cancelled', shopperNotes.walletReturned(money(walletBack)), now)
    }
  }
}
