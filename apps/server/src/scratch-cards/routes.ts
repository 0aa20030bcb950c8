import type { FastifyInstance } from 'fastify'
import { scratchCardEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 11 scratch cards. Every call needs a logged-in shopper (a guest gets 401); answers are the shopper's own, never cached. */
export async function scratchCardRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, scratchCards } = app.ctx.services
  const route = endpointRoutes(app, scratchCardEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/scratch-cards', async ({ request, query }) =>
    scratchCards.page(await accounts.requireUserId(request), query.page ?? 1, query.per_page ?? 20),
  )
  route('POST /api/user/redeem-scratch-card', async ({ request, body }) =>
    scratchCards.redeem(await accounts.requireUserId(request), body.card_id),
  )
}
