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
  route('POST /api/admin/products/bulk', async ({ body }) => ({ updated: await productBulk.apply(body) }), { security })
  route('GET /api/admin/products/:id', ({ params }) => catalogue.productOrThrow(params.id), { security })
  route('POST /api/admin/products', async ({ body }) => ({ id: await catalogue.createProduct(body) }), { security })
  route('PUT /api/admin/products/:id', ({ params, body }) => catalogue.updateProduct(params.id, body).then(ok), { security })
  route('DELETE /api/admin/products/:id', ({ params }) => catalogue.removeProduct(params.id).then(ok), { security })

  route('GET /api/admin/categories', async () => ({ items: await catalogue.categories() }), { security })
  route('GET /api/admin/categories/:id', ({ params }) => catalogue.categoryOrThrow(params.id), { security })
  route('POST /api/admin/categories', async ({ body }) => ({ id: await catalogue.createCategory(body) }), { security })
  route('PUT /api/admin/categories/:id', ({ params, body }) => catalogue.updateCategory(params.id, body).then(ok), { security })
  route('DELETE /api/admin/categories/:id', ({ params }) => catalogue.removeCategory(params.id).then(ok), { security })
}
