import { Type, type Static } from 'typebox'
import { OrderStatus } from '../api/orders.ts'
import { ReferralReason, ReferralState } from '../api/referrals.ts'
import { defineEndpoints } from './define.ts'

/**
 * The owner's marketing reads beyond the records themselves (decision 0089): the orders that used a
 * coupon, and every shopper's referrals. Both are paged, newest first.
 */
export const MARKETING_PER_PAGE = 30
const tags = ['admin'] as const
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })
const PageOnly = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })) },
  { additionalProperties: false },
)
export type MarketingPageQuery = Static<typeof PageOnly>
const Paging = { current_page: Type.Integer(), last_page: Type.Integer(), total: Type.Integer() }
const NullableText = Type.Union([Type.String(), Type.Null()])
const NullableMoney = Type.Union([Type.Integer(), Type.Null()])

/** An order that used the coupon or automatic offer, as the owner's list shows it. */
export const CouponUse = Type.Object({
  /** The order's public id: the admin's link is /admin/orders/:order_id. */
  order_id: Type.String(),
  number: Type.Integer(),
  status: OrderStatus,
  placed_at: Type.String(),
  customer: NullableText,
  subtotal: Type.Integer(),
  /** What the offer took off the order and off its delivery (minor units). */
  discount: Type.Integer(),
  total: Type.Integer(),
})
export type CouponUse = Static<typeof CouponUse>
export const CouponUsesPage = Type.Object({
  items: Type.Array(CouponUse),
  ...Paging,
  /** Uses held by carts that applied the code and have not ordered yet: counted in used_count, no order yet. */
  held_by_carts: Type.Integer(),
})
export type CouponUsesPage = Static<typeof CouponUsesPage>

/** One referral: who invited whom, where it stands, and what each wallet got. */
export const OwnerReferral = Type.Object({
  id: Type.Integer(),
  referrer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  friend: Type.Object({ id: Type.Integer(), name: Type.String() }),
  state: ReferralState,
  reason: Type.Union([ReferralReason, Type.Null()]),
  referrer_bonus: NullableMoney,
  friend_bonus: NullableMoney,
  created_at: Type.String(),
  settled_at: NullableText,
})
export type OwnerReferral = Static<typeof OwnerReferral>
export const OwnerReferralsPage = Type.Object({ items: Type.Array(OwnerReferral), ...Paging })
export type OwnerReferralsPage = Static<typeof OwnerReferralsPage>

/** What saving a content page answers: beside the id, what the HTML allow-list took out (decision 0082). */
export const PageSaved = Type.Object({ id: Type.Integer(), removed: Type.Array(Type.String()) })
export type PageSaved = Static<typeof PageSaved>

export const ownerMarketingEndpoints = defineEndpoints({
  'GET /api/admin/coupons/:id/uses': {
    tags,
    summary: 'A page of the orders that used a coupon or automatic offer, newest first',
    params: IdParams,
    querystring: PageOnly,
    response: CouponUsesPage,
  },
  'GET /api/admin/referrals': {
    tags,
    summary: "A page of every shopper's referrals, newest first",
    querystring: PageOnly,
    response: OwnerReferralsPage,
  },
})
