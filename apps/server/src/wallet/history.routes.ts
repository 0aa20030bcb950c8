import type { FastifyInstance } from 'fastify'
import { walletHistoryEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 11 /account/wallet: the shopper's own movements. A guest gets 401; answers are never cached. */
export async function walletHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, walletHistory } = app.ctx.services
  const route = endpointRoutes(app, walletHistoryEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/wallet/transactions', async ({ request, query }) =>
    walletHistory.page(await accounts.requireUserId(request), query.page ?? 1, query.per_page ?? 20),
  )
}
