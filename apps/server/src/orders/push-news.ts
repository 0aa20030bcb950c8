import type { PushMessage } from '../push/service.ts'
import { statusMessage } from './mails.ts'
import type { MessageContext, OrderNews } from './message-types.ts'

/**
 * The push of a status move, cancel or refund (decision 0062): the mail's words — its subject as the
 * title, its first sentence as the body — whichever channel the shopper's other message takes, and a
 * tap opens the tracking link the mail carries.
 */
export function orderPush(order: { number: number }, news: OrderNews, ctx: MessageContext): PushMessage {
  const mail = statusMessage(order, news, { ...ctx, channel: 'mail' })
  if (mail.channel !== 'mail') throw new Error('statusMessage gave no mail for the mail channel')
  return { title: mail.subject, body: mail.text.split('\n\n')[0]!, url: ctx.link }
}
