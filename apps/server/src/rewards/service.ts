import type { RewardsPage } from '@store/core'
import type { ScratchCardsService } from '../scratch-cards/service.ts'
import type { WalletHistoryService } from '../wallet/history.service.ts'

/** The newest coupons won are listed; a shopper who won more sees the count in the totals. */
const COUPONS_LISTED = 50

/**
 * /account/rewards: what the shopper earned. Money rewards are the wallet's credits from
 * scratch cards and referrals (one source of truth: the ledger); coupons won come from the cards.
 */
export class RewardsService {
  constructor(
    private readonly history: WalletHistoryService,
    private readonly cards: ScratchCardsService,
  ) {}

  async page(userId: number, page: number, perPage: number): Promise<RewardsPage> {
    const [entries, sums, won] = await Promise.all([
      this.history.rewards(userId, page, perPage),
      this.history.rewardTotals(userId),
      this.cards.couponsWon(userId, COUPONS_LISTED),
    ])
    return {
      totals: { earned: sums.cards + sums.referrals, cards: sums.cards, referrals: sums.referrals, coupons_won: won.total },
      coupons: won.coupons,
      ...entries,
    }
  }
}
