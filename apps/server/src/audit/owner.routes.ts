import type { FastifyInstance } from 'fastify'
import { ownerAuditEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/**
 * The audit log (owner), an order's own history (whoever may see orders: staff) and a product's
 * (whoever keeps the catalogue: managers; a product that does not exist is a 404).
 */
export async function auditOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { audit } = app.ctx.services
  const { catalogue } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerAuditEndpoints)
  route(
    'GET /api/admin/audit',
    ({ query }) =>
      audit.page({
        // staff_id 0 means the owner token (its entries have no staff member)
        ...(query.staff_id !== undefined && { staffId: query.staff_id === 0 ? null : query.staff_id }),
        objectType: query.object_type,
        objectId: query.object_id,
        before: query.before,
      }),
    { security },
  )
  route('GET /api/admin/orders/:id/history', ({ params }) => audit.page({ objectType: 'order', objectId: params.id }), {
    security,
    role: 'staff',
  })
  route(
    'GET /api/admin/products/:id/history',
    async ({ params }) => {
      await catalogue.productOrThrow(params.id)
      return audit.page({ objectType: 'product', objectId: String(params.id) })
    },
    { security, role: 'manager' },
  )
}
