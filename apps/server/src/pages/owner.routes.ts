import type { FastifyInstance } from 'fastify'
import { ownerPageEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's page calls; the owner token is checked by admin/routes.ts. */
export async function pagesOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { pages } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerPageEndpoints)
  const ok = () => ({ ok: true })

  route('GET /api/admin/pages', async () => ({ items: await pages.list() }), { security })
  route('GET /api/admin/pages/:id', ({ params }) => pages.byIdOrThrow(params.id), { security })
  route('POST /api/admin/pages', ({ body, request }) => pages.create(body, request.actor), { security })
  route('PUT /api/admin/pages/:id', ({ params, body, request }) => pages.update(params.id, body, request.actor), { security })
  route('DELETE /api/admin/pages/:id', ({ params, request }) => pages.remove(params.id, request.actor).then(ok), { security })
}
