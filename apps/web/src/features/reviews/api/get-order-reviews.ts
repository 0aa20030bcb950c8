import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getOrderReviews = (orderId: string, signal?: AbortSignal) =>
  api('GET /api/get-order-reviews', { query: { order_id: orderId } }, { signal })

/** Under 'orders', so it is forgotten with the shopper's orders when the session changes (app/composition.tsx). */
export const orderReviewsQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'reviews', orderId], queryFn: ({ signal }) => getOrderReviews(orderId, signal) })

export const useOrderReviews = (orderId: string, enabled: boolean) => useQuery({ ...orderReviewsQuery(orderId), enabled })
