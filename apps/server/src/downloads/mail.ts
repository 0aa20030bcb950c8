import { DOWNLOADS_PER_LINK } from '@store/core'
import type { OutgoingMessage } from '../outbox/outbox.ts'

/** Where a mail's link leads: the store's page for the link, which uses no download until the shopper asks (decision 0024). */
export const downloadPageLink = (base: string, token: string) => `${base}/download/${token}`

/**
 * After payment, the order's files with their links. Plain text: product names stay text.
 * The links lead to a page rather than to the file, so a mail scanner that opens every link uses no download.
 */
export function downloadsMail(
  order: { number: number },
  files: { name: string; link: string }[],
  ctx: { to: string; storeName: string; expiresAt: string },
): OutgoingMessage {
  return {
    channel: 'mail',
    to: ctx.to,
    subject: `Your downloads for order #${order.number} at ${ctx.storeName}`,
    text: [
      `Order #${order.number} is paid. Your files are ready:`,
      '',
      ...files.flatMap((f) => [`  ${f.name}`, `  ${f.link}`, '']),
      `Each link works ${DOWNLOADS_PER_LINK} times, until ${ctx.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
      '',
    ].join('\n'),
  }
}
