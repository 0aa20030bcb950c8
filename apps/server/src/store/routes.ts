import type { FastifyInstance } from 'fastify'
import { DEFAULT_BRANCH_ID, storeEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** spec §7 get-data and cache-info, and the content pages. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { store, pages } = app.ctx.services
  const { versions } = app.ctx
  const route = endpointRoutes(app, storeEndpoints)

  route('GET /api/get-data', ({ query }) => store.bootstrap(query.branch_id ?? DEFAULT_BRANCH_ID), {
    cache: ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products'],
  })

  // spec §7: uncached, so the browser always learns about a change on its next visit.
  route('GET /api/cache-info', ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return versions.shopperInfo()
  })

  route('GET /api/get-pages', async () => ({ pages: await pages.list() }), { cache: ['cache-pages'] })
  route('GET /api/get-page', async ({ query }) => ({ page: await pages.bySlugOrThrow(query.slug) }), { cache: ['cache-pages'] })
}
