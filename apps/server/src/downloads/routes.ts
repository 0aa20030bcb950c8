import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { downloadEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { NotFoundError } from '../http/errors.ts'
import { attachmentHeader } from './file-names.ts'
import { LinkGoneError } from './link-state.ts'
import { RangeNotSatisfiableError, type DownloadFile } from './service.ts'

/** core's DownloadToken; any other shape is an unknown link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** A header sent once; sent twice, it is ignored (as if not sent). */
const oneHeader = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** A browser following a link (not a script or a download tool) is sent to the page that explains a refusal. */
const isPageVisit = (request: FastifyRequest) => request.headers.accept?.includes('text/html') === true

/**
 * Digital goods (decision 0024). The order page's files need the logged-in shopper (another
 * shopper's order is a 404); a link needs nothing but its token. Nothing here may be cached: each
 * answer depends on a counter, and a token in a shared cache would be a download for anyone.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const { downloads } = app.ctx.services
  const route = endpointRoutes(app, downloadEndpoints)

  route('GET /api/downloads/:token/info', ({ params }) => downloads.info(params.token))

  // Each GET from the first byte uses one download, so HEAD (a link checker, a preview) is not answered by this handler.
  app.get<{ Params: { token: string } }>(
    '/api/downloads/:token',
    { exposeHeadRoute: false, schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params
      let download: DownloadFile
      try {
        if (!TOKEN.test(token)) throw new NotFoundError('Download link')
        download = await downloads.take(token, { range: request.headers.range, ifRange: oneHeader(request.headers['if-range']) })
      } catch (error) {
        if (error instanceof RangeNotSatisfiableError) {
          return reply.status(416).header('content-range', `bytes */${error.size}`).send({ message: error.message })
        }
        if (!(error instanceof LinkGoneError) && !(error instanceof NotFoundError)) throw error
        // The store's page for the link says why, in the store's look (used up, expired, unknown).
        if (isPageVisit(request)) return reply.redirect(`/download/${TOKEN.test(token) ? token : 'unknown'}`, 303)
        if (error instanceof LinkGoneError) return reply.status(410).send({ message: error.message, state: error.state })
        throw error
      }
      const { file, range } = download
      // Resumable (decision 0041): the validators a client sends back in If-Range, and the part it asked for.
      reply.header('accept-ranges', 'bytes').header('etag', download.etag).header('last-modified', download.lastModified)
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      return reply
        .header('content-type', file.content_type)
        .header('content-length', range ? range.end - range.start + 1 : file.size)
        .header('content-disposition', attachmentHeader(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(download.bytes()))
    },
  )
}

/** The files of the shopper's own order (the shopper scope logs them in; another shopper's order is a 404). */
export async function downloadShopperRoutes(app: FastifyInstance): Promise<void> {
  const { downloads } = app.ctx.services
  const route = endpointRoutes(app, downloadEndpoints)
  route('GET /api/order-downloads', ({ request, query }) => downloads.forOrder(request.shopperId, query.order_id))
}
