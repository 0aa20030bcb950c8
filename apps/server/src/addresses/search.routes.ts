import type { FastifyInstance } from 'fastify'
import { deliveryEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/**
 * Address search (Google Places), for the add-address form. Logged-in shoppers only: every
 * call is billed to the store's Places key. Answers are not cached.
 */
export async function addressSearchRoutes(app: FastifyInstance): Promise<void> {
  const { addressSearch } = app.ctx.services
  const route = endpointRoutes(app, deliveryEndpoints)

  route('GET /api/google/address', ({ query }) => addressSearch.search(query))
}
