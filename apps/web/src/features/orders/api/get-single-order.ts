import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Order } from '@store/core'
import { api } from '../../../lib/api.ts'

export const getSingleOrder = (orderId: string, signal?: AbortSignal) =>
  api('GET /api/get-single-order', { query: { order_id: orderId } }, { signal }).then((r) => r.order)

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'one', orderId], queryFn: ({ signal }) => getSingleOrder(orderId, signal) })

export const useOrder = (orderId: string, enabled = true) => useQuery({ ...orderQuery(orderId), enabled })

/**
 * A call that answers with the order (cancel) replaces the cached one; the list and the tracking view
 * show its new status the next time they are read.
 */
export function keepOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQuery(order.id).queryKey, order)
  void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
  void queryClient.invalidateQueries({ queryKey: ['orders', 'track', order.id] })
}
