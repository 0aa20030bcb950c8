import { Type, type Static } from 'typebox'

/**
 * A shopper's referral code as a link or a form carries it: 8 letters or digits (accounts/tokens.ts
 * makes them from an alphabet without 0/O and 1/I). Case does not matter; the server reads it upper-cased.
 */
export const ReferralCode = Type.String({ minLength: 8, maxLength: 8, pattern: '^[A-Za-z0-9]{8}$', description: 'a referral code' })

/** get-referrer-user. branch_id rides along like on every storefront call (spec §7). */
export const ReferrerQuery = Type.Object(
  {
    branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    code: ReferralCode,
  },
  { additionalProperties: false },
)
export type ReferrerQuery = Static<typeof ReferrerQuery>

/** Who invited the visitor of /r/{code}: the first name only, and the picture if they set one. */
export const ReferrerUser = Type.Object({ name: Type.String(), avatar_url: Type.Union([Type.String(), Type.Null()]) })
export type ReferrerUser = Static<typeof ReferrerUser>

/** What each side gets, from the owner's settings, in minor units; nothing is offered while `enabled` is false. */
export const ReferralOffer = Type.Object({
  enabled: Type.Boolean(),
  /** Credited to the wallet of the shopper who shared the link. */
  referrer_bonus: Type.Integer(),
  /** Credited to the wallet of the friend who joined through it. */
  friend_bonus: Type.Integer(),
})
export type ReferralOffer = Static<typeof ReferralOffer>

export const ReferralState = Type.Union([Type.Literal('pending'), Type.Literal('rewarded'), Type.Literal('refused')])
export type ReferralState = Static<typeof ReferralState>

/**
 * Why a referral earns nothing (decision 0020): the friend's phone or e-mail is the referrer's, the
 * code is the friend's own, the referrer had used up the owner's per-referrer limit, or the owner had
 * switched referrals off.
 */
export const ReferralReason = Type.Union([
  Type.Literal('same_phone'),
  Type.Literal('same_email'),
  Type.Literal('own_account'),
  Type.Literal('limit_reached'),
  Type.Literal('paused'),
])
export type ReferralReason = Static<typeof ReferralReason>

/** One friend on the referrer's list: their first name and initial only, as the friend's privacy asks. */
export const Referral = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: ReferralState,
  reason: Type.Union([ReferralReason, Type.Null()]),
  /** What the referrer's wallet got for this friend, once rewarded (minor units). */
  reward: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
})
export type Referral = Static<typeof Referral>

export const ReferralsQuery = Type.Object(
  {
    branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  },
  { additionalProperties: false },
)
export type ReferralsQuery = Static<typeof ReferralsQuery>

/** /refer-a-friend: the shopper's code, the offer, what they earned so far, and their friends, newest first. */
export const ReferralsPage = Type.Object({
  referral_code: Type.String(),
  offer: ReferralOffer,
  /** The owner's per-referrer limit (null: none). */
  limit: Type.Union([Type.Integer(), Type.Null()]),
  /** Sum of the referrer's bonuses credited so far (minor units). */
  earned: Type.Integer(),
  referrals: Type.Array(Referral),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
})
export type ReferralsPage = Static<typeof ReferralsPage>

/** The owner's referral settings; the owner API reads and writes this same shape. */
export const ReferralSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    referrer_bonus: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    friend_bonus: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /**
     * How many friends may join through one shopper's link and still earn (null: no limit). A JSON
     * Schema type list, not an anyOf with Null: Ajv's coercion would turn a null into 0 (owner-inputs.ts).
     */
    per_referrer_limit: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
)
export type ReferralSettings = Static<typeof ReferralSettings>
