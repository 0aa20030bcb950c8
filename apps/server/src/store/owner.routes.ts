import type { FastifyInstance } from 'fastify'
import { ownerStoreEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's settings, layout and banner calls; the owner token is checked by admin/routes.ts. */
export async function storeOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { store, layout } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerStoreEndpoints)
  const ok = () => ({ ok: true })

  route('GET /api/admin/settings', () => store.settings(), { security, role: 'owner' })
  route('PUT /api/admin/settings', ({ body, request }) => store.putSettings(body, request.actor).then(ok), { security, role: 'owner' })
  route('GET /api/admin/layout', () => store.layout(), { security })
  // Scripts replace and publish at once; the editor saves a draft and publishes it (layout.routes.ts, decision 0083).
  route('PUT /api/admin/layout', ({ body, request }) => layout.replaceAndPublish(body, request.actor).then(ok), { security })

  route('GET /api/admin/banners', async () => ({ items: await store.banners() }), { security })
  route('GET /api/admin/banners/:id', ({ params }) => store.bannerOrThrow(params.id), { security })
  route('POST /api/admin/banners', async ({ body }) => ({ id: await store.createBanner(body) }), { security })
  route('PUT /api/admin/banners/:id', ({ params, body }) => store.updateBanner(params.id, body).then(ok), { security })
  route('DELETE /api/admin/banners/:id', ({ params }) => store.removeBanner(params.id).then(ok), { security })
}
