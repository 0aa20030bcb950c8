import type { Kysely } from 'kysely'
import type { OwnerReferral, ReferralReason, ReferralState } from '@store/core'
import type { Database } from '../db/schema.ts'

/**
 * The owner's list of every referral with both shoppers' names (decision 0089, a read model like
 * decision 0058's): referrals are written only by ReferralsRepository; this reads them with the
 * accounts' names beside them, newest first on the primary key.
 */
export class ReferralsOwnerListRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(page: number, perPage: number): Promise<{ rows: OwnerReferral[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('referrals as r')
        .innerJoin('users as referrer', 'referrer.id', 'r.referrer_id')
        .innerJoin('users as friend', 'friend.id', 'r.referred_id')
        .select([
          'r.id',
          'r.state',
          'r.reason',
          'r.referrer_bonus',
          'r.friend_bonus',
          'r.created_at',
          'r.settled_at',
          'referrer.id as referrer_id',
          'referrer.name as referrer_name',
          'friend.id as friend_id',
          'friend.name as friend_name',
        ])
        .orderBy('r.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      this.db
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        referrer: { id: r.referrer_id, name: r.referrer_name },
        friend: { id: r.friend_id, name: r.friend_name },
        state: r.state as ReferralState,
        reason: r.reason as ReferralReason | null,
        referrer_bonus: r.referrer_bonus,
        friend_bonus: r.friend_bonus,
        created_at: r.created_at,
        settled_at: r.settled_at,
      })),
    }
  }
}
