import type { FastifyInstance } from 'fastify'
import { ownerDashboardEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The sales dashboard (decision 0092): one call per widget; managers and owners (admin/routes.ts). */
export async function dashboardOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.ctx.services.data
  const route = endpointRoutes(app, ownerDashboardEndpoints)

  route('GET /api/admin/dashboard/sales', () => dashboard.sales(), { security })
  route('GET /api/admin/dashboard/hours', () => dashboard.hours(), { security })
  route('GET /api/admin/dashboard/top-products', () => dashboard.topProducts(), { security })
  route('GET /api/admin/dashboard/top-categories', () => dashboard.topCategories(), { security })
  route('GET /api/admin/dashboard/average-order', () => dashboard.averageOrder(), { security })
  route('GET /api/admin/dashboard/payments', () => dashboard.payments(), { security })
  route('GET /api/admin/dashboard/open-orders', () => dashboard.openOrders(), { security })
  route('GET /api/admin/dashboard/shoppers', () => dashboard.shoppers(), { security })
}
