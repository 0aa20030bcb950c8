import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'

export const getCartRecommendedProducts = (signal?: AbortSignal) =>
  api('GET /api/get-cart-recommended-products', {}, { signal }).then((r) => r.products)

/** Asked again whenever the number of cart lines changes. */
export const cartRecommendedQuery = (lineCount: number) =>
  queryOptions({
    queryKey: ['cart-recommended', selectedBranchId(), lineCount],
    queryFn: ({ signal }) => getCartRecommendedProducts(signal),
  })

export const useCartRecommendedProducts = (lineCount: number) => useQuery(cartRecommendedQuery(lineCount))
