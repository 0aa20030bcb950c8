import { useState } from 'react'
import type { RedeemCardAnswer, ScratchCard } from '@store/core'
import { ApiError } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { prizeText } from './prize-text.ts'
import { ScratchFoil } from './ScratchFoil.tsx'

/** A gift for a win, a four-leaf clover for "better luck next time"; drawn, not an emoji, so every device shows it. */
function PrizeIcon({ won }: { won: boolean }) {
  return won ? (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-9 w-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
      <path d="M2.5 9h19M12 9v11.5M12 9c-1.5-3.5-6-4.5-6-1.5 0 1.2 2 1.5 6 1.5Zm0 0c1.5-3.5 6-4.5 6-1.5 0 1.2-2 1.5-6 1.5Z" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-9 w-9" fill="currentColor">
      <circle cx="8.5" cy="8.5" r="3.6" />
      <circle cx="15.5" cy="8.5" r="3.6" />
      <circle cx="8.5" cy="15.5" r="3.6" />
      <circle cx="15.5" cy="15.5" r="3.6" />
    </svg>
  )
}

interface Props {
  card: ScratchCard
  redeem: (cardId: number) => Promise<RedeemCardAnswer>
  /** Says a revealed prize or a refusal in the page's live region. */
  announce: (text: string) => void
}

/**
 * One card of the grid. While unscratched, a foil canvas lies over it: scratching half of it
 * away, or the Reveal button (keyboard, screen readers), redeems the card, and the server's answer
 * says what it held. The foil fades once the prize is known.
 */
export function ScratchCardTile({ card, redeem, announce }: Props) {
  const money = useFormatMoney()
  const { date } = useFormatDate()
  const [phase, setPhase] = useState<'idle' | 'redeeming' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)
  const waiting = card.state === 'unscratched'

  const reveal = () => {
    if (phase === 'redeeming') return
    setPhase('redeeming')
    setError(null)
    redeem(card.id).then(
      ({ card: revealed }) => {
        setPhase('idle')
        if (revealed.prize) {
          const { headline, detail } = prizeText(revealed.prize, money)
          announce(`${revealed.title}: ${headline}. ${detail}.`)
        }
      },
      (e: unknown) => {
        const message = e instanceof ApiError || e instanceof Error ? e.message : 'Something went wrong'
        setPhase('error')
        setError(message)
        announce(`${card.title}: ${message}`)
      },
    )
  }
  const prize = card.prize && prizeText(card.prize, money)
  const won = card.prize && card.prize.kind !== 'none'

  return (
    <li
      data-testid="scratch-card"
      data-state={card.state}
      aria-busy={phase === 'redeeming'}
      className={`flex flex-col gap-2 rounded-2xl border p-2 ${card.state === 'expired' ? 'border-gray-200 bg-gray-50' : 'border-gray-200'}`}
    >
      <div className="relative aspect-square overflow-hidden rounded-xl">
        <div
          className={`flex h-full w-full flex-col items-center justify-center gap-1 p-3 text-center ${
            won ? 'bg-amber-50 text-amber-900' : card.state === 'expired' ? 'bg-gray-100 text-gray-500' : 'bg-brand/10 text-gray-800'
          }`}
        >
          {prize ? (
            <>
              <PrizeIcon won={Boolean(won)} />
              <p className="font-bold leading-tight" data-testid="prize-headline">
                {prize.headline}
              </p>
              {card.prize?.kind === 'coupon' && card.prize.coupon_code ? (
                <p className="text-xs">
                  Use <span className="rounded bg-white px-1.5 py-0.5 font-mono font-semibold select-all">{card.prize.coupon_code}</span> at
                  checkout
                </p>
              ) : (
                <p className="text-xs">{prize.detail}</p>
              )}
            </>
          ) : card.state === 'expired' ? (
            <p className="font-semibold">Expired</p>
          ) : (
            <p className="text-sm font-semibold">{phase === 'redeeming' ? 'Revealing…' : 'A surprise is waiting'}</p>
          )}
        </div>
        {waiting && phase !== 'error' && <ScratchFoil onScratched={reveal} />}
      </div>
      <div className="flex flex-col gap-1 px-1 pb-1">
        <p className="line-clamp-2 text-sm font-semibold break-words">{card.title}</p>
        <p className="text-xs text-gray-600">
          {card.state === 'redeemed' && card.redeemed_at
            ? `Scratched ${date(card.redeemed_at)}`
            : card.state === 'expired'
              ? `Expired ${date(card.expires_at)}`
              : `Scratch by ${date(card.expires_at)}`}
          {card.order_number !== null && ` · Order #${card.order_number}`}
        </p>
        {error && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
        {waiting && phase !== 'error' && (
          <button
            type="button"
            onClick={reveal}
            disabled={phase === 'redeeming'}
            aria-label={`Reveal ${card.title}`}
            className="mt-1 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50 disabled:opacity-70"
          >
            {phase === 'redeeming' ? 'Revealing...' : 'Reveal'}
          </button>
        )}
      </div>
    </li>
  )
}
