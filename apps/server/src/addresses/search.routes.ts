import type { FastifyInstance } from 'fastify'
import { deliveryEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/**
 * issue 9 address search (Google Places), for the add-address form. Logged-in shoppers only: every
 * call is billed to the store's Places key. Answers are not cached.
 */
export async function addressSearchRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, addressSearch } = app.ctx.services
  const route = endpointRoutes(app, deliveryEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/google/address', async ({ query, request }) => {
    await accounts.requireUserId(request)
    return addressSearch.search(query)
  })
}
