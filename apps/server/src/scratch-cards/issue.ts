import type { Tx } from '../db/transaction.ts'
import { drawPrize, type RandomInt } from './prize.ts'
import type { CardRow, MatchingCampaign, ScratchCardsRepository } from './repository.ts'

const DAY_MS = 24 * 60 * 60_000

/**
 * A new card of `campaign` for the shopper, its prize drawn now and kept on the card. Undefined when the order has a card already.
 */
export function issueCard(
  repo: ScratchCardsRepository,
  trx: Tx,
  userId: number,
  campaign: MatchingCampaign,
  order: { id: number; number: number } | null,
  random?: RandomInt,
): Promise<CardRow | undefined> {
  const prize = drawPrize(campaign.prizes, random)
  const issued = new Date()
  return repo.insert(trx, {
    user_id: userId,
    campaign_id: campaign.id,
    order_id: order?.id ?? null,
    order_number: order?.number ?? null,
    title: campaign.name,
    prize_kind: prize.kind,
    prize_amount: prize.amount,
    prize_coupon_code: prize.coupon_code,
    issued_at: issued.toISOString(),
    expires_at: new Date(issued.getTime() + campaign.card_valid_days * DAY_MS).toISOString(),
  })
}
