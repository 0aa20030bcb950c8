import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

export const getAllOrders = (page: number, signal?: AbortSignal) => api('GET /api/get-all-orders', { query: { page } }, { signal })

/** "My orders": newest first, pages appended as the shopper scrolls (spec §3 lists). */
export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: ['orders', 'list'],
    queryFn: ({ pageParam, signal }) => getAllOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
