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
  route('POST /api/admin/branches', async ({ body }) => ({ id: await branches.create(body) }), { security })
  route('PUT /api/admin/branches/:id', ({ params, body }) => branches.update(params.id, body).then(ok), { security })
  route('DELETE /api/admin/branches/:id', ({ params }) => branches.remove(params.id).then(ok), { security })
}
