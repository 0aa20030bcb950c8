import type { FastifyInstance } from 'fastify'
import { addressEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 9 saved addresses. Every call needs a logged-in shopper (a guest gets 401). */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, addresses } = app.ctx.services
  const route = endpointRoutes(app, addressEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/address/get-addresses', async ({ request }) => ({
    addresses: await addresses.list(await accounts.requireUserId(request)),
  }))
  route('POST /api/address/add', async ({ request, body }) => addresses.add(await accounts.requireUserId(request), body))
  route('DELETE /api/address/delete/:id', async ({ request, params }) => ({
    addresses: await addresses.remove(await accounts.requireUserId(request), params.id),
  }))
  route('PUT /api/address/set-default/:id', async ({ request, params }) => ({
    addresses: await addresses.setDefault(await accounts.requireUserId(request), params.id),
  }))
}
