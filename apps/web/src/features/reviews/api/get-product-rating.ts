import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getProductRating = (productId: number, signal?: AbortSignal) =>
  api('GET /api/get-product-rating', { query: { product_id: productId } }, { signal })

/** The key matches the server's rendering of /product/:slug (apps/server/src/web/html.ts), so the summary arrives with the page. */
export const productRatingQuery = (productId: number) =>
  queryOptions({ queryKey: ['product-rating', productId], queryFn: ({ signal }) => getProductRating(productId, signal) })

export const useProductRating = (productId: number) => useQuery(productRatingQuery(productId))
