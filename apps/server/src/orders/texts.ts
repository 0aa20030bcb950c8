import { formatMoney, type Order, type OrderStatus } from '@store/core'
import type { OutgoingMessage } from '../outbox/outbox.ts'
import type { MessageContext, OrderNews } from './message-types.ts'

/**
 * What an SMS says of each status, after "order #N". Fixed words only: no note, reason or other text a
 * shopper (or the owner) typed goes into an SMS (decision 0033).
 */
const STATUS_TEXTS: Record<OrderStatus, string> = {
  placed: 'was placed',
  accepted: 'was accepted',
  preparing: 'is being prepared',
  out_for_delivery: 'is out for delivery',
  delivered: 'was delivered',
  ready_for_pickup: 'is ready for pickup',
  picked_up: 'was picked up',
  cancelled: 'was cancelled',
}

/**
 * "{store}: {what}. Track: {link}" — one SMS (160 GSM-7 characters) with a short store name: the link is
 * about 60 characters with a short PUBLIC_URL, the rest about 50 (decision 0033).
 */
const text = (ctx: MessageContext, what: string): OutgoingMessage => ({
  channel: 'sms',
  to: ctx.to,
  body: `${ctx.storeName}: ${what}. Track: ${ctx.link}`,
})

/** The confirmation for a phone-only shopper: the number, the total and the tracking link. */
export function confirmationText(order: Pick<Order, 'number' | 'totals'>, ctx: MessageContext): OutgoingMessage {
  return text(ctx, `order #${order.number} placed, total ${formatMoney(order.totals.total, ctx.money)}`)
}

/** A status change, cancel (without its reason) or refund (with its amount, without its reason). */
export function statusText(order: { number: number }, news: OrderNews, ctx: MessageContext): OutgoingMessage {
  if (news.refunded !== undefined) return text(ctx, `${formatMoney(news.refunded, ctx.money)} of order #${order.number} was refunded`)
  return text(ctx, `order #${order.number} ${STATUS_TEXTS[news.status]}`)
}
