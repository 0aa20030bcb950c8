import type { Kysely } from 'kysely'
import type { ReferralSettings } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The only code that touches referral_settings: one row (id 1), made by the migration. */
export class ReferralSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** `trx` when the caller decides a referral inside its transaction: it reads the settings that transaction sees. */
  async read(trx?: Tx): Promise<ReferralSettings> {
    const row = await (trx ?? this.db).selectFrom('referral_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    return {
      enabled: row.enabled === 1,
      referrer_bonus: row.referrer_bonus,
      friend_bonus: row.friend_bonus,
      per_referrer_limit: row.per_referrer_limit,
    }
  }

  async write(trx: Tx, settings: ReferralSettings): Promise<void> {
    await trx
      .updateTable('referral_settings')
      .set({
        enabled: settings.enabled ? 1 : 0,
        referrer_bonus: settings.referrer_bonus,
        friend_bonus: settings.friend_bonus,
        per_referrer_limit: settings.per_referrer_limit,
      })
      .where('id', '=', 1)
      .execute()
  }
}
