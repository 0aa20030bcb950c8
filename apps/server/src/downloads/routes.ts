import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { downloadEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { NotFoundError } from '../http/errors.ts'
import { attachmentHeader } from './file-names.ts'
import { LinkGoneError } from './link-state.ts'
import type { DownloadFile } from './service.ts'

/** core's DownloadToken; any other shape is an unknown link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** A browser following a link (not a script or a download tool) is sent to the page that explains a refusal. */
const isPageVisit = (request: FastifyRequest) => request.headers.accept?.includes('text/html') === true

/** The file a chunk at a time: a 50 MB download holds 1 MiB of it in memory. */
async function* chunksOf({ file, chunk }: DownloadFile): AsyncGenerator<Buffer> {
  for (let seq = 0; seq < file.chunk_count; seq++) {
    const bytes = await chunk(seq)
    // Replaced or removed by the owner mid-download: the answer stops short rather than mix two files.
    if (!bytes) throw new Error(`downloads: file ${file.id} changed during a download`)
    yield bytes
  }
}

/**
 * Digital goods (decision 0024). The order page's files need the logged-in shopper (another
 * shopper's order is a 404); a link needs nothing but its token. Nothing here may be cached: each
 * answer depends on a counter, and a token in a shared cache would be a download for anyone.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const { downloads } = app.ctx.services
  const route = endpointRoutes(app, downloadEndpoints)

  route('GET /api/downloads/:token/info', ({ params }) => downloads.info(params.token))

  // Each GET uses one download, so HEAD (a link checker, a preview) is not answered by this handler.
  app.get<{ Params: { token: string } }>(
    '/api/downloads/:token',
    { exposeHeadRoute: false, schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params
      let download: DownloadFile
      try {
        if (!TOKEN.test(token)) throw new NotFoundError('Download link')
        download = await downloads.take(token)
      } catch (error) {
        if (!(error instanceof LinkGoneError) && !(error instanceof NotFoundError)) throw error
        // The store's page for the link says why, in the store's look (used up, expired, unknown).
        if (isPageVisit(request)) return reply.redirect(`/download/${TOKEN.test(token) ? token : 'unknown'}`, 303)
        if (error instanceof LinkGoneError) return reply.status(410).send({ message: error.message, state: error.state })
        throw error
      }
      const { file } = download
      return reply
        .header('content-type', file.content_type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(chunksOf(download)))
    },
  )
}

/** The files of the shopper's own order (the shopper scope logs them in; another shopper's order is a 404). */
export async function downloadShopperRoutes(app: FastifyInstance): Promise<void> {
  const { downloads } = app.ctx.services
  const route = endpointRoutes(app, downloadEndpoints)
  route('GET /api/order-downloads', ({ request, query }) => downloads.forOrder(request.shopperId, query.order_id))
}
