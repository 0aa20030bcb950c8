import type { FastifyInstance } from 'fastify'
import { ownerLayoutEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The layout editor's calls (decision 0083); roles are checked by admin/routes.ts's scope (managers and up). */
export async function layoutOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { layout } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerLayoutEndpoints)

  route('GET /api/admin/layout/draft', () => layout.draft(), { security })
  route('PUT /api/admin/layout/draft', ({ body, request }) => layout.saveDraft(body, request.actor), { security })
  route('POST /api/admin/layout/publish', ({ request }) => layout.publish(request.actor), { security })
  route('GET /api/admin/layout/history', async () => ({ items: await layout.history() }), { security })
  route('POST /api/admin/layout/history/:id/restore', ({ params, request }) => layout.restore(params.id, request.actor), { security })
  route('POST /api/admin/layout/preview', ({ request }) => layout.preview(request.actor), { security })
}
