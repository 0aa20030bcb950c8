import { formatDay, formatMoney, type MoneyFormat, type OfferInput } from '@store/core'
import type { CouponRow } from './repository.ts'

export type { CouponRow }

export interface OfferContext {
  subtotal: number
  branchId: number
  now: Date
  /** Whether this shopper already holds one of the coupon's limited uses. */
  holdsClaim: boolean
  /** This shopper's orders that used the coupon, and orders in all (cancelled ones do not count). */
  redemptionsByShopper: number
  ordersByShopper: number
  money: MoneyFormat
}

export const asOffer = (c: CouponRow): OfferInput => ({ kind: c.kind as OfferInput['kind'], value: c.value, max_discount: c.max_discount })

/** The conditions that count the shopper's own orders; place-order checks them again in its transaction (decision 0042). */
export function whyNotForShopper(c: CouponRow, ctx: Pick<OfferContext, 'ordersByShopper' | 'redemptionsByShopper'>): string | null {
  if (c.first_order_only === 1 && ctx.ordersByShopper > 0) return 'This offer is for your first order only'
  if (c.per_user_limit !== null && ctx.redemptionsByShopper >= c.per_user_limit) return 'You have already used this offer'
  return null
}

/**
 * Why a coupon or offer does not apply now, or null when it does. The reasons are shown to the
 * shopper as they are (the /cart/discounts screen explains each offer that does not apply).
 */
export function whyNotApplicable(c: CouponRow, ctx: OfferContext): string | null {
  const money = (minor: number) => formatMoney(minor, ctx.money)
  if (c.is_active !== 1) return 'This code is not valid'
  if (c.starts_at && ctx.now < new Date(c.starts_at)) return `This offer starts on ${formatDay(c.starts_at, ctx.money.locale)}`
  if (c.ends_at && ctx.now > new Date(c.ends_at)) return 'This offer has ended'
  if (c.branch_id !== null && c.branch_id !== ctx.branchId) return 'This offer is not valid at your branch'
  const forShopper = whyNotForShopper(c, ctx)
  if (forShopper) return forShopper
  if (c.total_limit !== null && c.used_count >= c.total_limit && !ctx.holdsClaim) return 'This offer has been fully used'
  if (ctx.subtotal < c.min_order) return `Add ${money(c.min_order - ctx.subtotal)} more to use ${c.is_automatic ? `“${c.title}”` : c.code}`
  return null
}

/** A short line for the offer's conditions, e.g. "10% off, up to $5 · orders from $20 · until 31 December 2026". */
export function describeConditions(c: CouponRow, money: MoneyFormat): string {
  const m = (minor: number) => formatMoney(minor, money)
  const what =
    c.kind === 'percentage'
      ? `${c.value / 100}% off${c.max_discount !== null ? `, up to ${m(c.max_discount)}` : ''}`
      : c.kind === 'flat'
        ? `${m(c.value)} off`
        : 'Free delivery'
  const parts = [what]
  if (c.min_order > 0) parts.push(`orders from ${m(c.min_order)}`)
  if (c.first_order_only === 1) parts.push('first order only')
  if (c.ends_at) parts.push(`until ${formatDay(c.ends_at, money.locale)}`)
  if (c.total_limit !== null) parts.push(`${Math.max(0, c.total_limit - c.used_count)} left`)
  return parts.join(' · ')
}
