import { formatMoney, optionsText, type Order } from '@store/core'
import type { OutgoingMessage } from '../outbox/outbox.ts'
import { STATUS_NOTES } from './status-machine.ts'
import type { MessageContext, OrderNews, OrderRecipient } from './message-types.ts'
import { confirmationText, statusText } from './texts.ts'

/** Where a message's tracking link points: PUBLIC_URL, or the origin the request came to (decision 0014). */
export const trackingLink = (base: string, orderId: string) => `${base}/track-order/${orderId}`

/** The e-mail when the account has one; else its phone, so a phone-only shopper is not left without news (decision 0033). */
export function recipientOf(account: { email: string | null; phone: string | null }): OrderRecipient | null {
  if (account.email) return { channel: 'mail', to: account.email }
  if (account.phone) return { channel: 'sms', to: account.phone }
  return null
}

/** The order confirmation, by mail, or by SMS to a phone-only shopper (decision 0033). */
export function confirmationMessage(order: Order, ctx: MessageContext): OutgoingMessage {
  return ctx.channel === 'sms' ? confirmationText(order, ctx) : confirmationMail(order, ctx)
}

/** A message at each status change, cancel or refund, by the shopper's one channel (decision 0033). */
export function statusMessage(order: { number: number }, news: OrderNews, ctx: MessageContext): OutgoingMessage {
  return ctx.channel === 'sms' ? statusText(order, news, ctx) : statusMail(order, news, ctx)
}

/** What was ordered and the tracking link. Plain text: shopper text stays text. */
function confirmationMail(order: Order, ctx: MessageContext): OutgoingMessage {
  const money = (minor: number) => formatMoney(minor, ctx.money)
  const lines = order.lines.map((l) => {
    const options = optionsText(l.options)
    return `  ${l.quantity} × ${l.name}${options ? ` (${options})` : ''}  ${money(l.line_total)}`
  })
  const how = order.fulfilment === 'pickup' ? `Pick it up at ${order.branch.name}, ${order.branch.address}.` : `From ${order.branch.name}.`
  return {
    channel: 'mail',
    to: ctx.to,
    subject: `Order #${order.number} placed at ${ctx.storeName}`,
    text: [
      `Thank you for your order #${order.number}.`,
      '',
      ...lines,
      '',
      `Total: ${money(order.totals.total)}${order.totals.wallet_used > 0 ? ` (wallet: ${money(order.totals.wallet_used)})` : ''}`,
      how,
      '',
      `Follow your order here:\n${ctx.link}`,
      '',
    ].join('\n'),
  }
}

/**
 * The timeline's note and the tracking link. A refund's subject says the refund and its amount: the
 * order's status has not moved, and a second "delivered" would hide the money in the body.
 */
function statusMail(order: { number: number }, news: OrderNews, ctx: MessageContext): OutgoingMessage {
  const what = news.refunded !== undefined ? `${formatMoney(news.refunded, ctx.money)} refunded` : STATUS_NOTES[news.status].toLowerCase()
  return {
    channel: 'mail',
    to: ctx.to,
    subject: `Order #${order.number}: ${what}`,
    text: `${news.note}.\n\nFollow your order #${order.number} here:\n${ctx.link}\n`,
  }
}
