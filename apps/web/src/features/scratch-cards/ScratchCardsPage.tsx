import { useState } from 'react'
import { Link } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useLoadMoreOnView } from '../../lib/useLoadMoreOnView.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { scratchCardsQuery } from './api/get-scratch-cards.ts'
import { useRedeemScratchCard } from './api/redeem-scratch-card.ts'
import { ScratchCardTile } from './ScratchCardTile.tsx'
import { LoadError, retryPage } from '../../components/LoadError.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

export const handle: ScreenHandle = { name: 'Scratch cards' }

/**
 * /account/scratch-cards (spec §2): the shopper's cards in a grid, newest first. Each
 * waiting card is scratched with a finger or a mouse, or revealed with its button; what it held is
 * said in a live region for screen readers.
 */
export default function ScratchCardsPage() {
  useHead()
  const user = useRequireUser()
  const who = user?.authToken ?? ''
  const cards = useInfiniteQuery({ ...scratchCardsQuery(who), enabled: user !== null })
  const sentinel = useLoadMoreOnView(cards)
  const redeem = useRedeemScratchCard(who)
  const [announcement, setAnnouncement] = useState('')
  const list = cards.data?.pages.flatMap((p) => p.cards) ?? []
  const waiting = list.filter((c) => c.state === 'unscratched').length

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div>
        <h1 className="text-2xl font-bold">Scratch cards</h1>
        {list.length > 0 && (
          <p className="text-sm text-gray-600">
            {waiting === 0
              ? 'Every card is scratched.'
              : waiting === 1
                ? 'One card is waiting for you.'
                : `${waiting} cards are waiting for you.`}
          </p>
        )}
      </div>
      <p aria-live="polite" role="status" className="sr-only" data-testid="scratch-announcement">
        {announcement}
      </p>
      {!user || cards.isPending ? (
        <Spinner label="Loading your scratch cards" />
      ) : list.length === 0 && !cards.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
          <p className="text-gray-600">No scratch cards yet. Delivered orders can earn one while the store runs a campaign.</p>
          <Link to="/" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand">
            Start shopping
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {list.map((card) => (
            <ScratchCardTile key={card.id} card={card} redeem={redeem} announce={setAnnouncement} />
          ))}
        </ul>
      )}
      {cards.isFetchingNextPage && <Spinner label="Loading more cards" />}
      {cards.isError && <LoadError what="your scratch cards" message={cards.error.message} onRetry={() => retryPage(cards)} />}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  )
}
