import type { ReferralReason } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { Tx } from '../db/transaction.ts'
import type { WalletService } from '../wallet/service.ts'
import type { ReferralsRepository } from './repository.ts'
import { selfReferral } from './self-referral.ts'
import type { ReferralSettingsRepository } from './settings.repository.ts'

/**
 * Crediting a referral: when the friend's first order reaches them, both wallets get the
 * owner's bonuses, each as a ledger credit with reference type 'referral', exactly once.
 */
export class ReferralRewardService {
  constructor(
    private readonly repo: ReferralsRepository,
    private readonly settings: ReferralSettingsRepository,
    private readonly accounts: AccountsService,
    private readonly wallet: Pick<WalletService, 'credit'>,
  ) {}

  /**
   * The orders area calls this in the transaction that moves an order to delivered or picked up. Only
   * a pending referral moves, and only once: the conditional update (pending → rewarded) decides which
   * of parallel or repeated deliveries credits, in the same transaction as both credits. A cancelled
   * order never gets here, so it does not count.
   */
  async onFirstOrderDelivered(trx: Tx, userId: number): Promise<void> {
    const referral = await this.repo.pendingFor(trx, userId)
    if (!referral) return
    const at = new Date().toISOString()
    const settings = await this.settings.read(trx)
    // Either shopper may have changed their e-mail or phone since the friend joined: the check runs again.
    const people = await this.accounts.usersByIds([referral.referrer_id, referral.referred_id], trx)
    const referrer = people.find((p) => p.id === referral.referrer_id)
    const friend = people.find((p) => p.id === referral.referred_id)
    const reason: ReferralReason | null = (referrer && friend && selfReferral(referrer, friend)) || (settings.enabled ? null : 'paused')
    if (reason) {
      await this.repo.settle(trx, referral.id, { state: 'refused', reason, at })
      return
    }
    const { referrer_bonus, friend_bonus } = settings
    if (!(await this.repo.settle(trx, referral.id, { state: 'rewarded', referrer_bonus, friend_bonus, at }))) return
    const reference = { type: 'referral', id: String(referral.id) } as const
    if (referrer_bonus > 0) {
      await this.wallet.credit(
        trx,
        referral.referrer_id,
        referrer_bonus,
        'Referral bonus: a friend you invited got their first order',
        reference,
      )
    }
    if (friend_bonus > 0) {
      await this.wallet.credit(trx, referral.referred_id, friend_bonus, 'Welcome bonus: your first order after an invitation', reference)
    }
  }
}
