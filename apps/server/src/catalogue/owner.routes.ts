import type { FastifyInstance } from 'fastify'
import { ownerCatalogueEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'

/** The owner's catalogue calls; the owner token is checked by admin/routes.ts. */
export async function catalogueOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue, productBulk } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerCatalogueEndpoints)
  const ok = () => ({ ok: true })

  route('GET /api/admin/products', ({ query }) => catalogue.products(query), { security })
  route('POST /api/admin/products/bulk', async ({ body, request }) => ({ updated: await productBulk.apply(body, request.actor) }), {
    security,
  })
  route('GET /api/admin/products/:id', ({ params }) => catalogue.productOrThrow(params.id), { security })
  route('POST /api/admin/products', async ({ body, request }) => ({ id: await catalogue.createProduct(body, request.actor) }), { security })
  route('PUT /api/admin/products/:id', ({ params, body, request }) => catalogue.updateProduct(params.id, body, request.actor).then(ok), {
    security,
  })
  route('DELETE /api/admin/products/:id', ({ params, request }) => catalogue.removeProduct(params.id, request.actor).then(ok), { security })

  route('GET /api/admin/categories', async () => ({ items: await catalogue.categories() }), { security })
  route('GET /api/admin/categories/:id', ({ params }) => catalogue.categoryOrThrow(params.id), { security })
  route('POST /api/admin/categories', async ({ body, request }) => ({ id: await catalogue.createCategory(body, request.actor) }), {
    security,
  })
  route('PUT /api/admin/categories/:id', ({ params, body, request }) => catalogue.updateCategory(params.id, body, request.actor).then(ok), {
    security,
  })
  route('DELETE /api/admin/categories/:id', ({ params, request }) => catalogue.removeCategory(params.id, request.actor).then(ok), {
    security,
  })
}
