import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

export const getProductReviews = (productId: number, page: number, signal?: AbortSignal) =>
  api('GET /api/get-product-reviews', { query: { product_id: productId, page } }, { signal })

/** spec §3 reviews state: the breakdown with the first page, then pages appended as the shopper scrolls. */
export const productReviewsQuery = (productId: number) =>
  infiniteQueryOptions({
    queryKey: ['product-reviews', productId],
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
