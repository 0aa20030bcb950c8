import type { ReferralSettings } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { ReferralSettingsRepository } from './settings.repository.ts'

/** The owner's referral settings: the two bonuses, the per-referrer limit, on or off. */
export class ReferralsOwnerService {
  constructor(
    private readonly settings: ReferralSettingsRepository,
    private readonly writes: OwnerWrites,
  ) {}

  get(): Promise<ReferralSettings> {
    return this.settings.read()
  }

  /** No cached answer depends on these settings, so no cache version moves. */
  update(input: ReferralSettings): Promise<void> {
    return this.writes.run([], (trx) => this.settings.write(trx, input))
  }
}
