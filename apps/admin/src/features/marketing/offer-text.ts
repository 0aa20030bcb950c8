import type { OwnerCoupon } from '@store/core'

export type CouponStatus = 'Active' | 'Scheduled' | 'Ended' | 'Used up' | 'Off'

/** Where a coupon stands now, in the cart's own order of reasons (server discounts/rules.ts). */
export function couponStatus(c: OwnerCoupon, now = new Date()): CouponStatus {
  if (!c.is_active) return 'Off'
  if (c.starts_at && now < new Date(c.starts_at)) return 'Scheduled'
  if (c.ends_at && now > new Date(c.ends_at)) return 'Ended'
  if (c.total_limit !== null && c.used_count >= c.total_limit) return 'Used up'
  return 'Active'
}

/** "10% off, up to $5", "$5 off" or "Free delivery". */
export function offerValue(c: Pick<OwnerCoupon, 'kind' | 'value' | 'max_discount'>, money: (minor: number) => string): string {
  if (c.kind === 'free_delivery') return 'Free delivery'
  if (c.kind === 'flat') return `${money(c.value)} off`
  return `${c.value / 100}% off${c.max_discount !== null ? `, up to ${money(c.max_discount)}` : ''}`
}

/** Colours with at least 4.5:1 contrast for each status's badge. */
export const STATUS_STYLE: Record<CouponStatus, string> = {
  Active: 'bg-green-100 text-green-900',
  Scheduled: 'bg-blue-100 text-blue-900',
  Ended: 'bg-gray-200 text-gray-900',
  'Used up': 'bg-amber-100 text-amber-950',
  Off: 'bg-red-100 text-red-900',
}
