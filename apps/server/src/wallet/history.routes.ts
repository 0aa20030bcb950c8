import type { FastifyInstance } from 'fastify'
import { walletHistoryEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** /account/wallet: the shopper's own movements. A guest gets 401; answers are never cached. */
export async function walletHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { walletHistory } = app.ctx.services
  const route = endpointRoutes(app, walletHistoryEndpoints)

  route('GET /api/wallet/transactions', async ({ request, query }) =>
    walletHistory.page(request.shopperId, query.page ?? 1, query.per_page ?? 20),
  )
}
