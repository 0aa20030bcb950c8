import { queryOptions } from '@tanstack/react-query'
import { api, type OwnerCall } from '../../lib/api.ts'

/** The dashboard's widgets, one owner call each (contracts in core's contracts/owner-dashboard.ts). */
type Widget = Extract<OwnerCall, `GET /api/admin/dashboard/${string}`>

/** Figures move with every order: read again each minute while the dashboard is open. */
const widget = <K extends Widget>(call: K) =>
  queryOptions({ queryKey: ['dashboard', call], queryFn: ({ signal }) => api(call, undefined, { signal }), refetchInterval: 60_000 })

export const salesFigures = () => widget('GET /api/admin/dashboard/sales')
export const ordersByHour = () => widget('GET /api/admin/dashboard/hours')
export const topProducts = () => widget('GET /api/admin/dashboard/top-products')
export const topCategories = () => widget('GET /api/admin/dashboard/top-categories')
export const averageOrder = () => widget('GET /api/admin/dashboard/average-order')
export const paymentShare = () => widget('GET /api/admin/dashboard/payments')
export const openOrders = () => widget('GET /api/admin/dashboard/open-orders')
export const shopperMix = () => widget('GET /api/admin/dashboard/shoppers')
