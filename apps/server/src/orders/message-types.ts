import type { MoneyFormat, OrderStatus } from '@store/core'

/** The types mails.ts and texts.ts share: a message's recipient and context, and an order's news. */

/** Where a shopper hears about their order: one channel, never both (decision 0033). */
export type OrderRecipient = { channel: 'mail' | 'sms'; to: string }

/** What a message needs beyond its recipient: the store's name, money format and the order's tracking link. */
export interface MessageContext extends OrderRecipient {
  storeName: string
  money: MoneyFormat
  link: string
}

/**
 * What happened to an order. `note` is the mail's sentence and may quote a reason someone typed; an SMS
 * never carries it (decision 0033), so a refund also gives its amount for the text to say.
 */
export interface OrderNews {
  status: OrderStatus
  note: string
  refunded?: number
}
