import type { ScratchCard } from '@store/core'
import type { CardRow } from './repository.ts'

/** A card as the shopper sees it: the prize only once redeemed. */
export function toCard(row: CardRow, now: string): ScratchCard {
  const state = row.redeemed_at ? 'redeemed' : row.expires_at <= now ? 'expired' : 'unscratched'
  return {
    id: row.id,
    title: row.title,
    state,
    order_number: row.order_number,
    issued_at: row.issued_at,
    expires_at: row.expires_at,
    redeemed_at: row.redeemed_at,
    prize:
      state === 'redeemed'
        ? { kind: row.prize_kind as 'wallet' | 'coupon' | 'none', amount: row.prize_amount, coupon_code: row.prize_coupon_code }
        : null,
  }
}
