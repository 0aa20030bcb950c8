import { Type, type Static } from 'typebox'
import { PageInfo } from './common.ts'

/** A wallet credit the shopper earned: a scratch card's money or a referral bonus. Minor units. */
export const RewardEntry = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('card'), Type.Literal('referral')]),
  amount: Type.Integer(),
  reason: Type.String(),
  created_at: Type.String(),
})
export type RewardEntry = Static<typeof RewardEntry>

/** A coupon won on a scratch card. */
export const CouponWon = Type.Object({
  card_id: Type.Integer(),
  title: Type.String(),
  coupon_code: Type.String(),
  redeemed_at: Type.String(),
})
export type CouponWon = Static<typeof CouponWon>

/**
 * GET rewards: what the shopper has earned. `totals` and `coupons` are the same on every page (a
 * shopper wins few coupons; the newest 50 are listed); `entries` are the wallet rewards, newest first.
 */
export const RewardsPage = Type.Object({
  totals: Type.Object({
    /** Everything credited by cards and referrals. */
    earned: Type.Integer(),
    cards: Type.Integer(),
    referrals: Type.Integer(),
    coupons_won: Type.Integer(),
  }),
  coupons: Type.Array(CouponWon),
  entries: Type.Array(RewardEntry),
  ...PageInfo,
})
export type RewardsPage = Static<typeof RewardsPage>
