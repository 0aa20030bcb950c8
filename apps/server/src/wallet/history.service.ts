import type { RewardEntry, WalletEntry, WalletHistoryPage } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import type { LedgerRow, WalletHistoryRepository } from './history.repository.ts'

export const toEntry = (row: LedgerRow): WalletEntry => ({
  id: row.id,
  direction: row.direction as WalletEntry['direction'],
  amount: row.amount,
  reason: row.reason,
  reference_type: row.reference_type as WalletEntry['reference_type'],
  reference_id: row.reference_id,
  balance_after: row.balance_after,
  created_at: row.created_at,
})

const paging = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
})

/** Rewards are wallet credits from scratch cards and referrals. */
const REWARD_TYPES = ['card', 'referral'] as const

/** The wallet's history as the shopper reads it. */
export class WalletHistoryService {
  constructor(private readonly repo: WalletHistoryRepository) {}

  async page(userId: number, page: number, perPage: number): Promise<WalletHistoryPage> {
    const { rows, total } = await this.repo.page(userId, page, perPage)
    return { entries: rows.map(toEntry), ...paging(page, perPage, total) }
  }

  async rewards(userId: number, page: number, perPage: number) {
    const { rows, total } = await this.repo.page(userId, page, perPage, REWARD_TYPES)
    const entries: RewardEntry[] = rows.map((r) => ({
      id: r.id,
      source: r.reference_type as RewardEntry['source'],
      amount: r.amount,
      reason: r.reason,
      created_at: r.created_at,
    }))
    return { entries, ...paging(page, perPage, total) }
  }

  async rewardTotals(userId: number): Promise<{ cards: number; referrals: number }> {
    const sums = await this.repo.creditTotals(userId, REWARD_TYPES)
    return { cards: sums.get('card') ?? 0, referrals: sums.get('referral') ?? 0 }
  }

  async newest(trx: Tx, userId: number): Promise<WalletEntry | undefined> {
    const row = await this.repo.newest(trx, userId)
    return row && toEntry(row)
  }
}
