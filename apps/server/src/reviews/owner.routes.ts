import type { FastifyInstance } from 'fastify'
import { ownerReviewEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's review calls; the owner token is checked by admin/routes.ts. */
export async function reviewsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { reviews } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerReviewEndpoints)

  route('GET /api/admin/reviews', ({ query }) => reviews.list(query), { security })
  route(
    'POST /api/admin/reviews/:id/hide',
    async ({ params, request }) => ({ review: await reviews.setHidden(params.id, true, request.actor) }),
    { security },
  )
  route(
    'POST /api/admin/reviews/:id/show',
    async ({ params, request }) => ({ review: await reviews.setHidden(params.id, false, request.actor) }),
    { security },
  )
}
