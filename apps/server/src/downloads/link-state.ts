import { DOWNLOAD_DAYS, DOWNLOADS_PER_LINK, type DownloadState } from '@store/core'
import type { ProductFileRow } from './files.repository.ts'
import type { DownloadLinkRow } from './links.repository.ts'

const DAY_MS = 24 * 3_600_000

/** What of an order decides whether its links work. */
export interface OrderStanding {
  status: string
  payment_status: string
}

/** When links issued at `issuedAt` stop working. */
export const expiryOf = (issuedAt: Date) => new Date(issuedAt.getTime() + DOWNLOAD_DAYS * DAY_MS)

/**
 * Whether an order's payment opens its links (decision 0024): `paid` once paid (online, the wallet at
 * placement, or cash when the store marks the order delivered); `never` when cancelled or refunded;
 * otherwise still `waiting`.
 */
export function paymentStanding(order: OrderStanding): 'paid' | 'waiting' | 'never' {
  if (order.status === 'cancelled' || order.payment_status === 'refunded') return 'never'
  if (order.payment_status === 'paid' || order.payment_status === 'partially_refunded') return 'paid'
  return 'waiting'
}

/** Where an issued link stands now. */
export function linkState(link: DownloadLinkRow, file: ProductFileRow | undefined, order: OrderStanding, now: string): DownloadState {
  if (paymentStanding(order) === 'never') return 'unavailable'
  if (!file) return 'removed'
  if (link.expires_at === null || link.expires_at <= now) return 'expired'
  if (link.downloads_left <= 0) return 'used_up'
  return 'ready'
}

/** What the shopper reads when a link no longer works. */
export const STATE_MESSAGES: Record<Exclude<DownloadState, 'ready'>, string> = {
  used_up: `This download link has been used ${DOWNLOADS_PER_LINK} times, which is all it allows. Contact the store if you need the file again`,
  expired: `This download link has expired: links work for ${DOWNLOAD_DAYS} days after the order is paid. Contact the store if you need the file again`,
  removed: 'The store has removed this file, so it can no longer be downloaded',
  unavailable: 'This order was cancelled or refunded, so its downloads are no longer available',
}

/** A link that no longer works: 410 Gone, with the reason in words. */
export class LinkGoneError extends Error {
  readonly statusCode = 410
  constructor(readonly state: Exclude<DownloadState, 'ready'>) {
    super(STATE_MESSAGES[state])
  }
}
