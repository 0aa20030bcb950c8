import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'
import { nextPage, PER_PAGE } from '../../../lib/paging.ts'

export const getWishlist = (page: number, signal?: AbortSignal) =>
  api('GET /api/get-wishlist', { query: { page, per_page: PER_PAGE } }, { signal })

/** Every wishlist read starts with 'wishlist': a toggle refreshes them all, and a new shopper drops them. */
export const wishlistQuery = () =>
  infiniteQueryOptions({
    queryKey: ['wishlist', selectedBranchId()],
    queryFn: ({ pageParam, signal }) => getWishlist(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
