import type { OwnerPrize } from '@store/core'

/** "$0.50 to $3.00 for the wallet", "coupon FLAT5" or "nothing". */
export function prizeText(p: Pick<OwnerPrize, 'kind' | 'min_amount' | 'max_amount' | 'coupon_code'>, money: (minor: number) => string) {
  if (p.kind === 'wallet') return `${money(p.min_amount ?? 0)} to ${money(p.max_amount ?? 0)} for the wallet`
  if (p.kind === 'coupon') return `coupon ${p.coupon_code ?? ''}`
  return 'nothing ("better luck next time")'
}
