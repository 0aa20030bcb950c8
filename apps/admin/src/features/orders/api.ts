import { queryOptions } from '@tanstack/react-query'
import type { OrderStatus, OwnerOrderListQuery } from '@store/core'
import { api } from '../../lib/api.ts'

export const ordersKey = ['orders'] as const

/** One column's or one filter's orders (the board asks for up to 100 a column). */
export const orderList = (query: OwnerOrderListQuery & { statuses?: string }) =>
  queryOptions({ queryKey: [...ordersKey, 'list', query], queryFn: () => api('GET /api/admin/orders', { query }) })

export const orderDetail = (id: string) =>
  queryOptions({ queryKey: [...ordersKey, 'one', id], queryFn: () => api('GET /api/admin/orders/:id', { params: { id } }) })
export const orderHistory = (id: string) =>
  queryOptions({ queryKey: [...ordersKey, 'history', id], queryFn: () => api('GET /api/admin/orders/:id/history', { params: { id } }) })

export const moveOrder = (id: string, status: OrderStatus) => api('POST /api/admin/orders/:id/status', { params: { id }, body: { status } })
export const cancelOrder = (id: string, reason: string) => api('POST /api/admin/orders/:id/cancel', { params: { id }, body: { reason } })
export const refundOrder = (id: string, amount: number, reason: string) =>
  api('POST /api/admin/orders/:id/refund', { params: { id }, body: { amount, reason } })
export const branchList = queryOptions({
  queryKey: ['public-branches'],
  queryFn: async () => {
    const res = await fetch('/api/get-data', { headers: { Accept: 'application/json' } })
    if (!res.ok) throw new Error(`get-data answered ${res.status}`)
    return ((await res.json()) as { branches?: { id: number; name: string }[] }).branches ?? []
  },
  staleTime: 5 * 60_000,
})
