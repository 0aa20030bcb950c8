import type { Referral, ReferralOffer, ReferralReason, ReferralsPage, ReferralState, ReferrerUser, User } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { Tx } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import type { LimitsService } from '../limits/service.ts'
import type { ReferralRow, ReferralsRepository } from './repository.ts'
import { selfReferral } from './self-referral.ts'
import type { ReferralSettingsRepository } from './settings.repository.ts'

const PER_PAGE = 20
/**
 * get-referrer-user answers at most this many look-ups per client address: a code is 40 bits, so
 * guessing one at this pace takes longer than any store lives, while a shared office network still
 * opens plenty of links (decision 0020).
 */
const LOOKUPS = { max: 30, windowMs: 10 * 60_000 }
const UNKNOWN_CODE = 'No shopper has this invitation code. Check the link you were sent, or create an account without it'

/** An unknown code on get-referrer-user: a 404 that says what to do. */
export class UnknownReferralCodeError extends Error {
  readonly statusCode = 404
  constructor() {
    super(UNKNOWN_CODE)
  }
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''
/** The referrer's list shows a friend as "Ravi K.": enough to recognise, no more (decision 0020). */
function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : (first ?? '')
}

/**
 * Referrals: who invited a visitor, what each side gets, the shopper's list, and a new
 * account's referral recorded when it is made. Crediting is reward.service.ts.
 */
export class ReferralsService {
  constructor(
    private readonly repo: ReferralsRepository,
    private readonly settings: ReferralSettingsRepository,
    private readonly accounts: AccountsService,
    private readonly limits: LimitsService,
  ) {}

  /** get-referrer-user: the first name and picture of the code's owner. Counted before the look-up, so parallel guesses count too. */
  async referrer(code: string, clientAddress: string): Promise<ReferrerUser> {
    await this.limits.take(
      `referrer-lookup:${clientAddress}`,
      LOOKUPS,
      'Too many invitation links opened. Wait a few minutes and try again',
    )
    const user = await this.accounts.byReferralCode(code.toUpperCase())
    if (!user) throw new UnknownReferralCodeError()
    return { name: firstName(user.name), avatar_url: user.avatar_url }
  }

  async offer(): Promise<ReferralOffer> {
    const { enabled, referrer_bonus, friend_bonus } = await this.settings.read()
    return { enabled, referrer_bonus, friend_bonus }
  }

  /** /refer-a-friend: the shopper's code, the offer and their friends, newest first. */
  async page(userId: number, page: number): Promise<ReferralsPage> {
    const [me, settings, { rows, total, earned }] = await Promise.all([
      this.accounts.details(userId),
      this.settings.read(),
      this.repo.page(userId, page, PER_PAGE),
    ])
    const names = new Map((await this.accounts.usersByIds(rows.map((r) => r.referred_id))).map((u) => [u.id, u.name]))
    const { enabled, referrer_bonus, friend_bonus, per_referrer_limit } = settings
    return {
      referral_code: me.referral_code,
      offer: { enabled, referrer_bonus, friend_bonus },
      limit: per_referrer_limit,
      earned,
      referrals: rows.map((row) => toReferral(row, shortName(names.get(row.referred_id) ?? ''))),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    }
  }

  /**
   * Records the referral of an account being made (accounts' created listener), in the transaction
   * that makes it. An unknown code refuses the registration (422); a self-referral, a code past the
   * owner's limit, or referrals switched off still lets the account be made, and the referrer's list
   * says why it earns nothing.
   */
  async recordNewAccount(trx: Tx, friend: User, code: string | undefined): Promise<void> {
    if (code === undefined) return
    const referrer = await this.accounts.byReferralCode(code.toUpperCase(), trx)
    if (!referrer) throw new InputError(UNKNOWN_CODE, [{ path: 'referral_code', message: UNKNOWN_CODE }])
    // Parallel sign-ups through one link take turns here, so the count below cannot pass the limit.
    await this.accounts.lockForUpdate(trx, referrer.id)
    const settings = await this.settings.read(trx)
    const reason =
      selfReferral(referrer, friend) ??
      (settings.enabled ? null : 'paused') ??
      (settings.per_referrer_limit !== null && (await this.repo.countEarning(trx, referrer.id)) >= settings.per_referrer_limit
        ? 'limit_reached'
        : null)
    await this.repo.insert(trx, {
      referrer_id: referrer.id,
      referred_id: friend.id,
      state: reason ? 'refused' : 'pending',
      reason,
      created_at: new Date().toISOString(),
    })
  }
}

function toReferral(row: ReferralRow, name: string): Referral {
  return {
    id: row.id,
    name,
    state: row.state as ReferralState,
    reason: row.reason as ReferralReason | null,
    reward: row.state === 'rewarded' ? row.referrer_bonus : null,
    created_at: row.created_at,
  }
}
