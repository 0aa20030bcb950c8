import type { AccountsService } from '../accounts/service.ts'
import type { CheckoutSettings } from '../store/service.ts'
import { trackingLink } from './mails.ts'
import type { OrderRow } from './repository.ts'

/**
 * Where an order's mails go, and its tracking link (PUBLIC_URL, or the origin the request came to,
 * decision 0014); null for a shopper without an e-mail.
 */
export async function mailContextFor(
  deps: { accounts: AccountsService; publicUrl: string | null },
  row: OrderRow,
  settings: CheckoutSettings,
  origin: string,
) {
  if (row.user_id === null) return null
  const user = await deps.accounts.contact(row.user_id)
  if (!user?.email) return null // the account is gone, or has only a phone
  return {
    to: user.email,
    storeName: settings.storeName,
    money: settings.money,
    link: trackingLink(deps.publicUrl ?? origin, row.public_id!),
  }
}
