import type { Order, OrderStatus } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import { movedMeanwhile, OrderCancelService, OrderChangedError } from './cancel.service.ts'
import type { Actor } from '../staff/actor.ts'
import { mailContextFor } from './mail-context.ts'
import { statusMessage } from './mails.ts'
import { orderPush } from './push-news.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { OrderRefundService } from './refund.service.ts'
import type { OrderRow } from './repository.ts'
import { canMove, isPast, nextStatus, STATUS_NOTES } from './status-machine.ts'
import { cancelUntil, toOrder } from './view.ts'
import { shopperNotes } from './timeline-notes.ts'

/**
 * Told in the transaction that moves an order to delivered or picked up, so what the shopper earns by
 * it commits or rolls back with the move. The container adds them.
 */
export type DeliveredListener = (
  trx: Tx,
  order: Pick<OrderRow, 'id' | 'user_id' | 'number' | 'total' | 'placed_at' | 'created_at'>,
) => Promise<void>

/**
 * An order's life after it is placed: status moves, cancels that give back stock, the offer's
 * use and the wallet (cancel.service.ts), and refunds (refund.service.ts). Marking an order paid is
 * the payments area's, through orders/payment-state.* (decision 0021). Each change writes its timeline
 * entries and the shopper's mail in its own transaction; a move is a conditional UPDATE on the status
 * it started from, so two parallel moves of one order cannot both happen.
 */
export class OrderLifecycleService {
  private readonly deliveredListeners: DeliveredListener[] = []
  private readonly refunds: OrderRefundService
  private readonly cancels: OrderCancelService

  constructor(private readonly deps: LifecycleDeps) {
    this.refunds = new OrderRefundService(deps)
    this.cancels = new OrderCancelService(deps, this.refunds)
  }

  onDelivered(listener: DeliveredListener): void {
    this.deliveredListeners.push(listener)
  }

  async viewById(orderId: number, cancelWindowMinutes: number): Promise<Order> {
    const row = (await this.deps.orders.byId(orderId))!
    return toOrder(row, await this.deps.orders.lines(orderId), await this.deps.orders.events(orderId), cancelWindowMinutes)
  }

  /** The shopper's cancel: while placed and within the owner's cancel window. */
  async cancelByShopper(row: OrderRow, reason: string | undefined, origin: string): Promise<void> {
    const settings = await this.deps.store.checkoutSettings()
    if (cancelUntil(row, settings.cancelWindowMinutes) === null) {
      throw new InputError(
        row.status === 'placed'
          ? 'The time to cancel this order has passed. Contact the store'
          : 'This order can no longer be cancelled: the store has started on it',
      )
    }
    const note = shopperNotes.cancelledByShopper(reason?.trim() || null)
    await this.cancels.cancel(row, 'shopper', reason?.trim() || null, note, origin)
  }

  /** The owner's cancel, with a reason, until out_for_delivery or ready_for_pickup. */
  async cancelByOwner(row: OrderRow, reason: string, origin: string, actor: Actor): Promise<void> {
    await this.cancels.cancel(row, 'owner', reason.trim(), `Cancelled by the store: ${reason.trim()}`, origin, undefined, actor)
  }

  /**
   * For the payments area (decision 0021): an online order still unpaid (payment_status pending, or failed: a try
   * failed) is cancelled and everything it took goes back. False when it was paid or moved meanwhile.
   */
  async cancelUnpaid(orderId: number, note: string, origin = ''): Promise<boolean> {
    const row = await this.deps.orders.byId(orderId)
    if (!row || !['pending', 'failed'].includes(row.payment_status) || row.status !== 'placed') return false
    try {
      await this.cancels.cancel(row, 'system', note, note, origin, row.payment_status)
      return true
    } catch (error) {
      if (error instanceof InputError || error instanceof OrderChangedError) return false
      throw error
    }
  }

  /**
   * Staff move the order one step on. A move to where the order already is or has passed, or of a
   * cancelled order, is someone else's move that came first: a 409. Any other move is a 422.
   */
  async advance(row: OrderRow, to: OrderStatus, origin: string, actor: Actor): Promise<void> {
    const from = row.status as OrderStatus
    const fulfilment = row.fulfilment as Order['fulfilment']
    if (to === 'cancelled')
      throw new InputError('Cancel an order with its reason through the cancel call', [{ path: 'status', message: 'use cancel' }])
    if (!canMove(fulfilment, from, to)) {
      if (from === 'cancelled' || isPast(fulfilment, from, to)) {
        throw new OrderChangedError(`Order #${row.number} is already ${from.replaceAll('_', ' ')}: someone else moved it meanwhile`)
      }
      const next = nextStatus(fulfilment, from)
      throw new InputError(`Order #${row.number} is ${from}: ${next ? `it can move to ${next} only` : 'it cannot move any more'}`, [
        { path: 'status', message: 'not the next status' },
      ])
    }
    const settings = await this.deps.store.checkoutSettings()
    const mail = await mailContextFor(this.deps, row, settings, origin)
    await this.deps.work.run(async (trx) => {
      if (!(await this.deps.orders.update(trx, row.id, from, { status: to }))) throw movedMeanwhile(row)
      await this.deps.orders.addEvent(trx, row.id, to, STATUS_NOTES[to])
      // Cash is collected at the door or the counter.
      if ((to === 'delivered' || to === 'picked_up') && row.payment_method === 'cod' && row.payment_status === 'pending') {
        await this.deps.orders.setPaymentStatus(trx, row.id, 'pending', 'paid')
        await this.deps.orders.addEvent(trx, row.id, to, 'Paid in cash')
      }
      if (to === 'delivered' || to === 'picked_up') for (const listener of this.deliveredListeners) await listener(trx, row)
      if (mail) await this.deps.outbox.add(trx, statusMessage(row, { status: to, note: STATUS_NOTES[to] }, mail))
      if (mail) await this.deps.push.queue(trx, row.user_id!, orderPush(row, { status: to, note: STATUS_NOTES[to] }, mail))
      await this.deps.audit.record(trx, actor, {
        objectType: 'order',
        objectId: row.public_id!,
        action: 'status',
        before: { status: from },
        after: { status: to },
      })
      await this.deps.news.announce(trx, { kind: 'changed', id: row.public_id! })
    })
    this.deps.outbox.wake()
  }

  /** The owner's refund (decision 0018): at most what was paid and not yet refunded, back the way it came. */
  refund(row: OrderRow, amount: number, reason: string, origin: string, actor: Actor): Promise<void> {
    return this.refunds.refund(row, amount, reason, origin, actor)
  }
}
