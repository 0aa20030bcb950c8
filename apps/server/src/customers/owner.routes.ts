import type { FastifyInstance } from 'fastify'
import { ownerCustomerEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's customers: search by name, e-mail or phone, and one customer's page. */
export async function customersOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { customers } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerCustomerEndpoints)

  route('GET /api/admin/customers', ({ query }) => customers.search(query), { security })
  route('GET /api/admin/customers/:id', ({ params }) => customers.detailOrThrow(params.id), { security })
}
