import type { FastifyInstance } from 'fastify'
import { rewardEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** /account/rewards. A guest gets 401; answers are the shopper's own, never cached. */
export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const { rewards } = app.ctx.services
  const route = endpointRoutes(app, rewardEndpoints)

  route('GET /api/rewards', async ({ request, query }) => rewards.page(request.shopperId, query.page ?? 1, query.per_page ?? 20))
}
