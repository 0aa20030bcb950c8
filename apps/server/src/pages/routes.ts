import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BranchQuery, ContentPage, ErrorBody, PageSummary, SlugQuery } from '@store/core'
import { sendCached } from '../cache/cached-reply.ts'
import { NotFoundError } from '../http/errors.ts'
import { PagesRepository } from './repository.ts'

export const pagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pages = new PagesRepository(app.ctx.db.kysely)

  app.get(
    '/get-pages',
    {
      schema: {
        tags: ['pages'],
        querystring: BranchQuery,
        response: { 200: Type.Object({ pages: Type.Array(PageSummary) }), 422: ErrorBody },
      },
    },
    (req, reply) => sendCached(req, reply, ['cache-pages'], async () => ({ pages: await pages.list() })),
  )

  app.get(
    '/get-page',
    {
      schema: {
        tags: ['pages'],
        querystring: SlugQuery,
        response: { 200: Type.Object({ page: ContentPage }), 404: ErrorBody, 422: ErrorBody },
      },
    },
    (req, reply) =>
      sendCached(req, reply, ['cache-pages'], async () => {
        const page = await pages.bySlug(req.query.slug)
        if (!page) throw new NotFoundError('Page')
        return { page }
      }),
  )
}
