import type { FastifyInstance } from 'fastify'
import { ownerScratchCardEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's scratch-card campaigns; the owner token is checked by admin/routes.ts. */
export async function scratchCardsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { scratchCards } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerScratchCardEndpoints)

  route('GET /api/admin/scratch-campaigns', async () => ({ items: await scratchCards.list() }), { security })
  route('GET /api/admin/scratch-campaigns/:id', ({ params }) => scratchCards.byIdOrThrow(params.id), { security })
  route('POST /api/admin/scratch-campaigns', async ({ body, request }) => ({ id: await scratchCards.create(body, request.actor) }), {
    security,
  })
  route(
    'PUT /api/admin/scratch-campaigns/:id',
    ({ params, body, request }) => scratchCards.update(params.id, body, request.actor).then(() => ({ ok: true })),
    { security },
  )
}
