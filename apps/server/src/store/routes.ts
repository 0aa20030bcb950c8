import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Bootstrap, BranchQuery, CacheInfo, DEFAULT_BRANCH_ID, ErrorBody } from '@store/core'
import { sendCached } from '../cache/cached-reply.ts'
import { CatalogueRepository } from '../catalogue/repository.ts'
import { StoreRepository } from './repository.ts'
import { StoreService } from './service.ts'

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, versions } = app.ctx
  const service = new StoreService(new StoreRepository(db.kysely), new CatalogueRepository(db.kysely, db.dialect))

  app.get(
    '/get-data',
    {
      schema: { tags: ['store'], querystring: BranchQuery, response: { 200: Bootstrap, 422: ErrorBody } },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products'], () =>
        service.bootstrap(req.query.branch_id ?? DEFAULT_BRANCH_ID),
      ),
  )

  // spec §7: uncached, so the browser always learns about a change on its next visit.
  app.get(
    '/cache-info',
    {
      schema: { tags: ['store'], querystring: BranchQuery, response: { 200: CacheInfo, 422: ErrorBody } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return versions.shopperInfo()
    },
  )
}
