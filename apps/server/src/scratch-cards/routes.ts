import type { FastifyInstance } from 'fastify'
import { scratchCardEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Scratch cards. Every call needs a logged-in shopper (a guest gets 401); answers are the shopper's own, never cached. */
export async function scratchCardRoutes(app: FastifyInstance): Promise<void> {
  const { scratchCards } = app.ctx.services
  const route = endpointRoutes(app, scratchCardEndpoints)

  route('GET /api/scratch-cards', async ({ request, query }) => scratchCards.page(request.shopperId, query.page ?? 1, query.per_page ?? 20))
  route('POST /api/user/redeem-scratch-card', async ({ request, body }) => scratchCards.redeem(request.shopperId, body.card_id))
}
