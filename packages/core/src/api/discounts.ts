import { Type, type Static } from 'typebox'

/** An offer as GET /api/get-discounts lists it: what it gives, its conditions, and whether it applies to the cart now. */
export const Discount = Type.Object({
  /** The code to type; null for an automatic offer. */
  code: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  description: Type.String(),
  conditions: Type.String(),
  kind: Type.Union([Type.Literal('percentage'), Type.Literal('flat'), Type.Literal('free_delivery')]),
  is_automatic: Type.Boolean(),
  applicable: Type.Boolean(),
  /** Why it does not apply now (shown to the shopper), or null. */
  reason: Type.Union([Type.String(), Type.Null()]),
  is_applied: Type.Boolean(),
})
export type Discount = Static<typeof Discount>

export const DiscountList = Type.Object({ discounts: Type.Array(Discount) })
export type DiscountList = Static<typeof DiscountList>

export const ApplyCouponBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false })
export type ApplyCouponBody = Static<typeof ApplyCouponBody>
