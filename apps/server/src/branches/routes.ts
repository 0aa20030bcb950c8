import type { FastifyInstance } from 'fastify'
import { deliveryEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Pincode check: the same for every shopper, so answered from the versioned response cache. */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { branches } = app.ctx.services
  const route = endpointRoutes(app, deliveryEndpoints)

  route('GET /api/check-pincode', ({ query }) => branches.checkPincode(query.pincode), { cache: ['cache-branches'] })
}
