import { formatMoney, type MoneyFormat, type Order, type OrderStatus } from '@store/core'
import type { OutgoingMessage } from '../outbox/outbox.ts'
import { STATUS_NOTES } from './status-machine.ts'

/** Where a mail's tracking link points: PUBLIC_URL, or the origin the request came to (decision 0014). */
export const trackingLink = (base: string, orderId: string) => `${base}/track-order/${orderId}`

interface MailContext {
  to: string
  storeName: string
  money: MoneyFormat
  link: string
}

/** issue 10: the order confirmation, with what was ordered and the tracking link. Plain text: shopper text stays text. */
export function confirmationMail(order: Order, ctx: MailContext): OutgoingMessage {
  const money = (minor: number) => formatMoney(minor, ctx.money)
  const lines = order.lines.map((l) => {
    const options = l.options.map((o) => `${o.name}: ${o.value}`).join(', ')
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

/** issue 10: a mail at each status change, with the timeline's note and the tracking link. */
export function statusMail(order: { number: number }, status: OrderStatus, note: string, ctx: MailContext): OutgoingMessage {
  return {
    channel: 'mail',
    to: ctx.to,
    subject: `Order #${order.number}: ${STATUS_NOTES[status].toLowerCase()}`,
    text: `${note}.\n\nFollow your order #${order.number} here:\n${ctx.link}\n`,
  }
}
