import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** While the payment is still open, the page asks again this often (decision 0024: links come once it is paid). */
const WAITING_POLL_MS = 3000

export const getOrderDownloads = (orderId: string, signal?: AbortSignal) =>
  api('GET /api/order-downloads', { query: { order_id: orderId } }, { signal })

/**
 * The order's files with fresh links (each answer replaces the page's previous links, so it is never
 * reused from the cache once stale: staleTime 0, no retry on 4xx beyond the default).
 */
export const orderDownloadsQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'downloads'], queryFn: ({ signal }) => getOrderDownloads(orderId, signal), staleTime: 0 })

export const useOrderDownloads = (orderId: string) =>
  useQuery({
    ...orderDownloadsQuery(orderId),
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? WAITING_POLL_MS : false),
  })
