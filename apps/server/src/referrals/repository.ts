import type { Kysely, Selectable } from 'kysely'
import type { ReferralReason } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type ReferralRow = Selectable<Database['referrals']>

/** The only code that touches the referrals table. Every read of a list names the referrer. */
export class ReferralsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    trx: Tx,
    row: { referrer_id: number; referred_id: number; state: 'pending' | 'refused'; reason: ReferralReason | null; created_at: string },
  ): Promise<void> {
    await trx
      .insertInto('referrals')
      .values({ ...row, settled_at: row.state === 'refused' ? row.created_at : null })
      .execute()
  }

  /** The referrals through this referrer's code that may still earn or have earned: what the owner's limit counts. */
  async countEarning(trx: Tx, referrerId: number): Promise<number> {
    const row = await trx
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', referrerId)
      .where('state', 'in', ['pending', 'rewarded'])
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  pendingFor(trx: Tx, referredId: number): Promise<ReferralRow | undefined> {
    return trx.selectFrom('referrals').selectAll().where('referred_id', '=', referredId).where('state', '=', 'pending').executeTakeFirst()
  }

  /**
   * Moves a pending referral to rewarded or refused, only if it is still pending: of parallel
   * deliveries (or a redelivered event) exactly one sees `true` (decision 0020).
   */
  async settle(
    trx: Tx,
    id: number,
    outcome:
      | { state: 'rewarded'; referrer_bonus: number; friend_bonus: number; at: string }
      | { state: 'refused'; reason: ReferralReason; at: string },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('referrals')
      .set(
        outcome.state === 'rewarded'
          ? { state: 'rewarded', referrer_bonus: outcome.referrer_bonus, friend_bonus: outcome.friend_bonus, settled_at: outcome.at }
          : { state: 'refused', reason: outcome.reason, settled_at: outcome.at },
      )
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** One page of a referrer's referrals, newest first, and how many there are. */
  async page(referrerId: number, page: number, perPage: number): Promise<{ rows: ReferralRow[]; total: number; earned: number }> {
    const rows = await this.db
      .selectFrom('referrals')
      .selectAll()
      .where('referrer_id', '=', referrerId)
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
    const sums = await this.db
      .selectFrom('referrals')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('state', '=', 'rewarded').then(eb.ref('referrer_bonus')).else(0).end()).as('earned'),
      ])
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow()
    return { rows, total: Number(sums.total), earned: Number(sums.earned ?? 0) }
  }
}
