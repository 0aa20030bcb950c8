import type { FastifyInstance } from 'fastify'
import { ownerBranchEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's branch calls; the owner token is checked by admin/routes.ts. */
export async function branchesOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { branches } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerBranchEndpoints)
  const ok = () => ({ ok: true })

  route('GET /api/admin/branches', async () => ({ items: await branches.list() }), { security })
  route('GET /api/admin/branches/:id', ({ params }) => branches.byIdOrThrow(params.id), { security })
  route('POST /api/admin/branches', async ({ body, request }) => ({ id: await branches.create(body, request.actor) }), { security })
  route('PUT /api/admin/branches/:id', ({ params, body, request }) => branches.update(params.id, body, request.actor).then(ok), {
    security,
  })
  route('DELETE /api/admin/branches/:id', ({ params, request }) => branches.remove(params.id, request.actor).then(ok), { security })
}
