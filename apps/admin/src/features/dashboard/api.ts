import { queryOptions } from '@tanstack/react-query'
import { api, type CallOutput, type OwnerCall } from '../../lib/api.ts'

/** The dashboard's widgets, one owner call each (contracts in core's contracts/owner-dashboard.ts). */
type Widget = Extract<OwnerCall, `GET /api/admin/dashboard/${string}`>

/** Figures move with every order: read again each minute while the dashboard is open. */
const widget = <K extends Widget>(call: K, read: (signal: AbortSignal) => Promise<CallOutput<K>>) =>
  queryOptions({ queryKey: ['dashboard', call], queryFn: ({ signal }) => read(signal), refetchInterval: 60_000 })

export const salesFigures = () =>
  widget('GET /api/admin/dashboard/sales', (signal) => api('GET /api/admin/dashboard/sales', undefined, { signal }))
export const ordersByHour = () =>
  widget('GET /api/admin/dashboard/hours', (signal) => api('GET /api/admin/dashboard/hours', undefined, { signal }))
export const topProducts = () =>
  widget('GET /api/admin/dashboard/top-products', (signal) => api('GET /api/admin/dashboard/top-products', undefined, { signal }))
export const topCategories = () =>
  widget('GET /api/admin/dashboard/top-categories', (signal) => api('GET /api/admin/dashboard/top-categories', undefined, { signal }))
export const averageOrder = () =>
  widget('GET /api/admin/dashboard/average-order', (signal) => api('GET /api/admin/dashboard/average-order', undefined, { signal }))
export const paymentShare = () =>
  widget('GET /api/admin/dashboard/payments', (signal) => api('GET /api/admin/dashboard/payments', undefined, { signal }))
export const openOrders = () =>
  widget('GET /api/admin/dashboard/open-orders', (signal) => api('GET /api/admin/dashboard/open-orders', undefined, { signal }))
export const shopperMix = () =>
  widget('GET /api/admin/dashboard/shoppers', (signal) => api('GET /api/admin/dashboard/shoppers', undefined, { signal }))
