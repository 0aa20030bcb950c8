import { randomInt } from 'node:crypto'
import type { PrizeKind } from '@store/core'

export interface PrizeRule {
  kind: PrizeKind
  weight: number
  min_amount: number | null
  max_amount: number | null
  coupon_code: string | null
}

export interface DrawnPrize {
  kind: PrizeKind
  amount: number | null
  coupon_code: string | null
}

/** A whole number in [min, max), as node:crypto's randomInt gives it; tests pass their own to pin a draw. */
export type RandomInt = (min: number, max: number) => number

/**
 * The prize of a new card: one prize picked by weight, then, for wallet money, a whole
 * amount picked evenly in [min_amount, max_amount]. Crypto randomness, because a shopper who could
 * predict the draw could time orders to win (decision 0023).
 */
export function drawPrize(prizes: readonly PrizeRule[], random: RandomInt = randomInt): DrawnPrize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0)
  if (prizes.length === 0 || total <= 0) return { kind: 'none', amount: null, coupon_code: null }
  let ticket = random(0, total)
  const prize = prizes.find((p) => (ticket -= p.weight) < 0) ?? prizes[prizes.length - 1]!
  if (prize.kind === 'wallet') {
    const min = prize.min_amount ?? 0
    const max = Math.max(min, prize.max_amount ?? min)
    const amount = random(min, max + 1)
    // A zero amount is no prize: the ledger holds only positive movements.
    return amount > 0 ? { kind: 'wallet', amount, coupon_code: null } : { kind: 'none', amount: null, coupon_code: null }
  }
  if (prize.kind === 'coupon' && prize.coupon_code) return { kind: 'coupon', amount: null, coupon_code: prize.coupon_code }
  return { kind: 'none', amount: null, coupon_code: null }
}
