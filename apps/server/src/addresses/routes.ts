import type { FastifyInstance } from 'fastify'
import { addressEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Saved addresses. Every call needs a logged-in shopper (a guest gets 401). */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { addresses } = app.ctx.services
  const route = endpointRoutes(app, addressEndpoints)

  route('GET /api/address/get-addresses', async ({ request }) => ({
    addresses: await addresses.list(request.shopperId),
  }))
  route('POST /api/address/add', async ({ request, body }) => addresses.add(request.shopperId, body))
  route('DELETE /api/address/delete/:id', async ({ request, params }) => ({
    addresses: await addresses.remove(request.shopperId, params.id),
  }))
  route('PUT /api/address/set-default/:id', async ({ request, params }) => ({
    addresses: await addresses.setDefault(request.shopperId, params.id),
  }))
}
