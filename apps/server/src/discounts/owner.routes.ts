import type { FastifyInstance } from 'fastify'
import { ownerDiscountEndpoints, ownerMarketingEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's coupon calls; the owner token is checked by admin/routes.ts. */
export async function discountsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { discounts } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerDiscountEndpoints)
  const marketing = endpointRoutes(app, ownerMarketingEndpoints)
  const ok = () => ({ ok: true })

  route('GET /api/admin/coupons', async () => ({ items: await discounts.list() }), { security })
  route('GET /api/admin/coupons/:id', ({ params }) => discounts.byIdOrThrow(params.id), { security })
  route('POST /api/admin/coupons', async ({ body, request }) => ({ id: await discounts.create(body, request.actor) }), { security })
  route('PUT /api/admin/coupons/:id', ({ params, body, request }) => discounts.update(params.id, body, request.actor).then(ok), {
    security,
  })
  route('DELETE /api/admin/coupons/:id', ({ params, request }) => discounts.remove(params.id, request.actor).then(ok), { security })
  marketing('GET /api/admin/coupons/:id/uses', ({ params, query }) => discounts.usesPage(params.id, query.page ?? 1), { security })
}
