import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { isFinished } from '../status.ts'

export const trackOrder = (orderId: string, signal?: AbortSignal) =>
  api('GET /api/get-single-order-to-track', { query: { order_id: orderId } }, { signal }).then((r) => r.order)

/** How often tracking asks again: a status change shows within 10 s, at one small read per 5 s. */
export const TRACK_EVERY_MS = 5000

/**
 * Tracking: read every 5 s while the order can still move, and not at all once it is
 * delivered, picked up or cancelled. TanStack pauses the interval while the tab is hidden
 * (refetchIntervalInBackground is off), so a tab in the background costs the server nothing.
 */
export const trackedOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'track', orderId],
    queryFn: ({ signal }) => trackOrder(orderId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : TRACK_EVERY_MS),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

export const useTrackedOrder = (orderId: string) => useQuery(trackedOrderQuery(orderId))
