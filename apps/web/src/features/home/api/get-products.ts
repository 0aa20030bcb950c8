import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'
import { nextPage, PER_PAGE } from '../../../lib/paging.ts'

export const getProducts = (page: number, perPage: number, signal?: AbortSignal) =>
  api('GET /api/get-products', { query: { page, per_page: perPage } }, { signal })

export const productsQuery = (perPage = PER_PAGE) =>
  infiniteQueryOptions({
    queryKey: ['products', selectedBranchId(), perPage],
    queryFn: ({ pageParam, signal }) => getProducts(pageParam, perPage, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
