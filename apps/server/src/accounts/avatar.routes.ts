import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { AVATAR_MAX_BYTES, avatarEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'
import { TOO_BIG } from './avatar-image.ts'
import { AVATAR_FILE } from './avatar-url.ts'

const NO_FILE = 'Choose a picture to upload'

/**
 * Shopper pictures: the upload (multipart) and the picture itself. The multipart parser is
 * registered inside this plugin only, so every other route still parses JSON alone and refuses a
 * multipart body (415) as before.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { avatars } = app.ctx.services
  const route = endpointRoutes(app, avatarEndpoints)
  // One file, nothing much beside it: a form with more is not the avatar form.
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } })

  route('POST /api/user/change-avatar', async ({ request }) => {
    if (!request.isMultipart()) throw new InputError(`${NO_FILE}: send it as multipart/form-data in the field "image"`)
    const file = await request.file()
    if (!file) throw new InputError(NO_FILE, [{ path: 'image', message: 'is required' }])
    if (file.fieldname !== 'image')
      throw new InputError(`Send the picture in the field "image"`, [{ path: 'image', message: 'is required' }])
    let bytes: Buffer
    try {
      bytes = await file.toBuffer()
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new InputError(TOO_BIG, [{ path: 'image', message: TOO_BIG }])
      throw error
    }
    return { user: await avatars.change(request.shopperId, bytes) }
  })
}

/** The picture itself, public: named by its content, so it is cached for a year. */
export async function avatarPictureRoutes(app: FastifyInstance): Promise<void> {
  const { avatars } = app.ctx.services
  // Named by content hash: the answer for a URL never changes, so browsers and proxies keep it a year
  // and a revalidation is a 304 without reading the database.
  app.get<{ Params: { file: string } }>('/api/avatars/:file', { schema: { hide: true } }, async (request, reply) => {
    const hash = AVATAR_FILE.exec(request.params.file)?.[1]
    if (hash === undefined) return reply.status(404).send({ message: 'Picture not found' })
    const etag = `"${hash}"`
    const immutable = () => reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable')
    // If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x".
    const known = request.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (known?.includes(etag)) return immutable().status(304).send()
    const image = await avatars.imageOrThrow(hash) // a 404 is not cached as the picture
    return immutable().type('image/webp').send(image)
  })
}
