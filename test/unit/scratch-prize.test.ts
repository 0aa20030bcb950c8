import { describe, expect, it } from 'vitest'
import { drawPrize, type PrizeRule } from '../../apps/server/src/scratch-cards/prize.ts'

const wallet = (weight: number, min: number, max: number): PrizeRule => ({
  kind: 'wallet',
  weight,
  min_amount: min,
  max_amount: max,
  coupon_code: null,
})
const coupon = (weight: number, code: string): PrizeRule => ({
  kind: 'coupon',
  weight,
  min_amount: null,
  max_amount: null,
  coupon_code: code,
})
const none = (weight: number): PrizeRule => ({ kind: 'none', weight, min_amount: null, max_amount: null, coupon_code: null })

/** A draw whose tickets are given: each call answers the next one (within [min, max)). */
function tickets(...values: number[]) {
  return (min: number, max: number) => {
    const value = values.shift()!
    if (value < min || value >= max) throw new Error(`ticket ${value} outside [${min}, ${max})`)
    return value
  }
}

/** The prize is picked by weight, and a wallet amount evenly in [min, max]. */
describe('scratch-card prize draw', () => {
  const prizes = [wallet(3, 100, 500), coupon(1, 'SAVE10'), none(2)]

  it('gives each prize the share of tickets its weight says', () => {
    // Tickets 0–2 are the wallet's, 3 the coupon's, 4–5 nothing's.
    expect(drawPrize(prizes, tickets(0, 100))).toEqual({ kind: 'wallet', amount: 100, coupon_code: null })
    expect(drawPrize(prizes, tickets(2, 500))).toEqual({ kind: 'wallet', amount: 500, coupon_code: null })
    expect(drawPrize(prizes, tickets(3))).toEqual({ kind: 'coupon', amount: null, coupon_code: 'SAVE10' })
    expect(drawPrize(prizes, tickets(4))).toEqual({ kind: 'none', amount: null, coupon_code: null })
    expect(drawPrize(prizes, tickets(5))).toEqual({ kind: 'none', amount: null, coupon_code: null })
  })

  it('asks for a ticket below the total weight and an amount up to max inclusive', () => {
    const asked: [number, number][] = []
    drawPrize(prizes, (min, max) => {
      asked.push([min, max])
      return min
    })
    expect(asked).toEqual([
      [0, 6],
      [100, 501],
    ])
  })

  it('draws with crypto randomness by default, always within the rules', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const prize = drawPrize(prizes)
      seen.add(prize.kind)
      if (prize.kind === 'wallet') expect(prize.amount).toBeGreaterThanOrEqual(100)
      if (prize.kind === 'wallet') expect(prize.amount).toBeLessThanOrEqual(500)
    }
    expect([...seen].sort()).toEqual(['coupon', 'none', 'wallet'])
  })
})
