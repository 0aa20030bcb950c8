import type { FastifyInstance } from 'fastify'
import { parsePhotoUrl } from '@store/core'

/** Photos themselves, public: named by content, so each answer is cached for a year (decision 0055). */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { photos } = app.ctx.services.owner
  app.get<{ Params: { file: string } }>('/photos/:file', { schema: { hide: true } }, async (request, reply) => {
    const photo = parsePhotoUrl(`/photos/${request.params.file}`)
    if (photo === undefined) return reply.status(404).send({ message: 'Photo not found' })
    const etag = `"${photo.hash}-${photo.width}"`
    const immutable = () => reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable')
    // If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x". A URL's bytes never change,
    // so a known ETag is a 304 without reading the database.
    const known = request.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (known?.includes(etag)) return immutable().status(304).send()
    const image = await photos.imageOrThrow(photo.hash, photo.width) // a 404 is not cached as the photo
    return immutable().type('image/webp').send(image)
  })
}
