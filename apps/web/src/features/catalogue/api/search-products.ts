import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'
import { nextPage, PER_PAGE } from '../../../lib/paging.ts'

export const searchProducts = (q: string, page: number, signal?: AbortSignal) =>
  api('GET /api/search-products', { query: { q, page, per_page: PER_PAGE } }, { signal })

/** Paged like every product list (spec §3 products list: pages appended as the shopper scrolls). */
export const searchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['search', selectedBranchId(), q],
    queryFn: ({ pageParam, signal }) => searchProducts(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  })

/**
 * Results for what the shopper typed. The previous word's results stay, marked as placeholder data,
 * while the next word's load, so the screen can show it is searching without jumping.
 */
export const searchResultsQuery = (q: string, enabled: boolean) => ({ ...searchQuery(q), enabled, placeholderData: keepPreviousData })

export const useSearchProducts = (q: string, enabled: boolean) => useInfiniteQuery(searchResultsQuery(q, enabled))
