import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  Category,
  CategoryProductPage,
  DEFAULT_BRANCH_ID,
  ErrorBody,
  PageQuery,
  Product,
  ProductPage,
  SearchResultPage,
  SlugQuery,
} from '@store/core'
import { sendCached } from '../cache/cached-reply.ts'
import { CatalogueRepository } from './repository.ts'
import { CatalogueService } from './service.ts'
import { StoreRepository } from '../store/repository.ts'
import { VersionedMemo } from '../cache/versioned-memo.ts'

const errors = { 404: ErrorBody, 422: ErrorBody }
const SlugPageQuery = Type.Object({ ...PageQuery.properties, slug: SlugQuery.properties.slug }, { additionalProperties: false })
const SearchQuery = Type.Object(
  { ...PageQuery.properties, q: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, versions } = app.ctx
  const service = new CatalogueService(
    new CatalogueRepository(db.kysely, db.dialect),
    new StoreRepository(db.kysely),
    new VersionedMemo(versions),
  )
  const paging = (q: { page?: number; per_page?: number }) => ({ page: q.page ?? 1, per_page: q.per_page ?? 20 })
  const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

  app.get(
    '/get-products',
    {
      schema: { tags: ['catalogue'], querystring: PageQuery, response: { 200: ProductPage, ...errors } },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-products', 'cache-branches'], () => service.products(branch(req.query), paging(req.query))),
  )

  app.get(
    '/get-category',
    {
      schema: { tags: ['catalogue'], querystring: SlugQuery, response: { 200: Type.Object({ category: Category }), ...errors } },
    },
    (req, reply) => sendCached(req, reply, ['cache-products'], async () => ({ category: await service.categoryOrThrow(req.query.slug) })),
  )

  app.get(
    '/get-category-products',
    {
      schema: { tags: ['catalogue'], querystring: SlugPageQuery, response: { 200: CategoryProductPage, ...errors } },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-products', 'cache-branches'], () =>
        service.categoryProducts(branch(req.query), req.query.slug, paging(req.query)),
      ),
  )

  app.get(
    '/get-product',
    {
      schema: { tags: ['catalogue'], querystring: SlugQuery, response: { 200: Type.Object({ product: Product }), ...errors } },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-products', 'cache-branches'], async () => ({
        product: await service.productOrThrow(branch(req.query), req.query.slug),
      })),
  )

  app.get(
    '/search-products',
    {
      schema: { tags: ['catalogue'], querystring: SearchQuery, response: { 200: SearchResultPage, ...errors } },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-products', 'cache-branches'], () => service.search(branch(req.query), req.query.q, paging(req.query))),
  )
}
