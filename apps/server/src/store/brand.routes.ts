import type { FastifyInstance } from 'fastify'
import { parseBrandFile } from './brand-url.ts'

/** The store's logo, icons and social card, public: named by content, so each answer is cached for a year (decision 0086). */
export async function brandRoutes(app: FastifyInstance): Promise<void> {
  const { theme } = app.ctx.services.owner
  app.get<{ Params: { file: string } }>('/brand/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = parseBrandFile(request.params.file)
    if (file === undefined) return reply.status(404).send({ message: 'Not found' })
    const etag = `"${file.hash}-${file.name}"`
    const immutable = () => reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable')
    // As photos (decision 0055): a URL's bytes never change, so a known ETag is a 304 without reading the database.
    const known = request.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (known?.includes(etag)) return immutable().status(304).send()
    const image = await theme.imageOrNull(file.hash, file.name)
    if (!image) return reply.status(404).send({ message: 'Not found' }) // a miss is not cached as the picture
    return immutable().type('image/png').send(image)
  })
}
