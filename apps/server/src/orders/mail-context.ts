import type { AccountsService } from '../accounts/service.ts'
import type { CheckoutSettings } from '../store/service.ts'
import { recipientOf, trackingLink } from './mails.ts'
import type { MessageContext } from './message-types.ts'
import type { OrderRow } from './repository.ts'

/**
 * Where an order's messages go (the e-mail, else the phone: decision 0033), and its tracking link: from
 * the public address the order was placed from (decision 0041), or for an order from before that was
 * kept, the request's (`origin`, empty when there is none); null for a shopper with neither contact.
 */
export async function mailContextFor(
  deps: { accounts: AccountsService },
  row: OrderRow,
  settings: CheckoutSettings,
  origin: string,
): Promise<MessageContext | null> {
  if (row.user_id === null) return null
  const user = await deps.accounts.contact(row.user_id)
  const recipient = user && recipientOf(user)
  if (!recipient) return null // the account is gone, or has neither contact
  return {
    ...recipient,
    storeName: settings.storeName,
    money: settings.money,
    link: trackingLink(row.link_base ?? origin, row.public_id!),
  }
}
