import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'

const RESULTS = 24

export const searchProducts = (q: string, signal?: AbortSignal) =>
  api('GET /api/search-products', { query: { q, per_page: RESULTS } }, { signal })

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', selectedBranchId(), q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    staleTime: 60_000,
  })

/** Results for what the shopper typed; the previous results stay while the next ones load. */
export const useSearchProducts = (q: string, enabled: boolean) =>
  useQuery({ ...searchQuery(q), enabled, placeholderData: keepPreviousData })
