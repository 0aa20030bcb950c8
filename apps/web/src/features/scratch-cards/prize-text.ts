import type { ScratchPrize } from '@store/core'

/** What a revealed prize says, headline and detail; the same words are announced to screen readers. */
export function prizeText(prize: ScratchPrize, money: (minor: number) => string): { headline: string; detail: string } {
  if (prize.kind === 'wallet' && prize.amount !== null)
    return { headline: `You won ${money(prize.amount)}`, detail: 'Added to your wallet' }
  if (prize.kind === 'coupon' && prize.coupon_code) return { headline: 'You won a coupon', detail: `Use ${prize.coupon_code} at checkout` }
  return { headline: 'Better luck next time', detail: 'Thanks for ordering with us' }
}
