import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints, DEFAULT_BRANCH_ID } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

const paging = (q: { page?: number; per_page?: number }) => ({ page: q.page ?? 1, per_page: q.per_page ?? 20 })
const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

/** spec §7 catalogue reads, answered from the versioned response cache. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.ctx.services
  const route = endpointRoutes(app, catalogueEndpoints)
  const products = ['cache-products', 'cache-branches'] as const

  route('GET /api/get-products', ({ query }) => catalogue.products(branch(query), paging(query)), { cache: products })
  route('GET /api/get-category', async ({ query }) => ({ category: await catalogue.categoryOrThrow(query.slug) }), {
    cache: ['cache-products'],
  })
  route('GET /api/get-category-products', ({ query }) => catalogue.categoryProducts(branch(query), query.slug, paging(query)), {
    cache: products,
  })
  route('GET /api/get-product', async ({ query }) => ({ product: await catalogue.productOrThrow(branch(query), query.slug) }), {
    cache: products,
  })
  route('GET /api/search-products', ({ query }) => catalogue.search(branch(query), query.q, paging(query)), { cache: products })
}
