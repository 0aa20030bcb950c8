import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { ScratchCard, ScratchCardsPage } from '@store/core'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

export const getScratchCards = (page: number, signal?: AbortSignal) => api('GET /api/scratch-cards', { query: { page } }, { signal })

/** /account/scratch-cards: newest first, keyed by the session (`who`) so another shopper's cards never show. */
export const scratchCardsQuery = (who: string) =>
  infiniteQueryOptions({
    queryKey: ['scratch-cards', who],
    queryFn: ({ pageParam, signal }) => getScratchCards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

/** Puts a redeemed card, as the server answered it, in place of the cached one. */
export function keepCard(queryClient: QueryClient, who: string, card: ScratchCard) {
  queryClient.setQueryData<InfiniteData<ScratchCardsPage, number>>(
    scratchCardsQuery(who).queryKey,
    (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, cards: p.cards.map((c) => (c.id === card.id ? card : c)) })) },
  )
}
