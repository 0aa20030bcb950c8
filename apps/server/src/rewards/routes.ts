import type { FastifyInstance } from 'fastify'
import { rewardEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 11 /account/rewards. A guest gets 401; answers are the shopper's own, never cached. */
export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, rewards } = app.ctx.services
  const route = endpointRoutes(app, rewardEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/rewards', async ({ request, query }) =>
    rewards.page(await accounts.requireUserId(request), query.page ?? 1, query.per_page ?? 20),
  )
}
