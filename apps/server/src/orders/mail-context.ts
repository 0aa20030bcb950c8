import type { AccountsService } from '../accounts/service.ts'
import type { CheckoutSettings } from '../store/service.ts'
import { recipientOf, trackingLink } from './mails.ts'
import type { MessageContext } from './message-types.ts'
import type { OrderRow } from './repository.ts'

/**
 * Where an order's messages go (the e-mail, else the phone: decision 0033), and its tracking link
 * (PUBLIC_URL, or the origin the request came to, decision 0014); null for a shopper with neither.
 */
export async function mailContextFor(
  deps: { accounts: AccountsService; publicUrl: string | null },
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
    link: trackingLink(deps.publicUrl ?? origin, row.public_id!),
  }
}
