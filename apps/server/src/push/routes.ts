import type { FastifyInstance } from 'fastify'
import { pushEndpoints, pushKeyEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The public key: anyone may read it, and it never changes while the store runs. */
export async function pushKeyRoutes(app: FastifyInstance): Promise<void> {
  const { push } = app.ctx.services
  endpointRoutes(app, pushKeyEndpoints)('GET /api/push/key', async () => ({ public_key: await push.publicKey() }))
}

/** Subscribing and unsubscribing a device: a logged-in shopper's own (registered in the login scope). */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { push } = app.ctx.services
  const route = endpointRoutes(app, pushEndpoints)
  route('POST /api/push/subscribe', async ({ request, body }) => push.subscribe(request.shopperId, body))
  route('POST /api/push/unsubscribe', async ({ request, body }) => push.unsubscribe(request.shopperId, body.endpoint))
}
