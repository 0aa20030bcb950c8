import type { Tx } from '../db/transaction.ts'
import { drawPrize, type RandomInt } from './prize.ts'
import type { CardRow, MatchingCampaign, ScratchCardsRepository } from './repository.ts'

const DAY_MS = 24 * 60 * 60_000

/**
 * A new card of `campaign` for the shopper, its prize drawn now and kept on the card. Undefined when the order has a card already.
 * Wallet money counts against the campaign's budget; a card whose money does not fit wins nothing.
 */
export async function issueCard(
  repo: ScratchCardsRepository,
  trx: Tx,
  userId: number,
  campaign: MatchingCampaign,
  order: { id: number; number: number } | null,
  random?: RandomInt,
): Promise<CardRow | undefined> {
  const prize = drawPrize(campaign.prizes, random)
  const issued = new Date()
  const card = await repo.insert(trx, {
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
  // The money is counted once the card exists (a repeated delivered event issues none); past the budget it wins nothing (decision 0090).
  if (card?.prize_kind === 'wallet' && card.prize_amount && !(await repo.reserveBudget(trx, campaign.id, card.prize_amount)))
    return repo.clearPrize(trx, card.id)
  return card
}
