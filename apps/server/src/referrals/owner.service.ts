import { MARKETING_PER_PAGE, type OwnerReferralsPage, type ReferralSettings } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Actor } from '../staff/actor.ts'
import type { ReferralsOwnerListRepository } from './owner-list.repository.ts'
import type { ReferralSettingsRepository } from './settings.repository.ts'

/** The owner's referral settings (the two bonuses, the per-referrer limit, on or off) and every referral. */
export class ReferralsOwnerService {
  constructor(
    private readonly settings: ReferralSettingsRepository,
    private readonly list: ReferralsOwnerListRepository,
    private readonly writes: OwnerWrites,
  ) {}

  get(): Promise<ReferralSettings> {
    return this.settings.read()
  }

  /** No cached answer depends on these settings, so no cache version moves. */
  update(input: ReferralSettings, actor: Actor): Promise<void> {
    return this.writes.run([], async (trx) => {
      const before = await this.settings.read(trx)
      await this.settings.write(trx, input)
      await this.writes.record(trx, actor, { objectType: 'referral_settings', objectId: 1, action: 'update', before, after: input })
    })
  }

  async page(page: number): Promise<OwnerReferralsPage> {
    const { rows, total } = await this.list.page(page, MARKETING_PER_PAGE)
    return { items: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / MARKETING_PER_PAGE)), total }
  }
}
