import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { PHOTO_FIELD, PHOTO_MAX_BYTES, ownerCatalogueEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'
import { PHOTO_TOO_BIG } from './image.ts'

const NO_FILE = 'Choose a photo to upload'

/**
 * The owner's photo upload (multipart). The multipart parser is registered inside this plugin only,
 * so every other owner route still takes JSON alone.
 */
export async function photosOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { photos } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerCatalogueEndpoints)
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 } })

  route(
    'POST /api/admin/photos',
    async ({ request }) => {
      if (!request.isMultipart()) throw new InputError(`${NO_FILE}: send it as multipart/form-data in the field "${PHOTO_FIELD}"`)
      const file = await request.file()
      if (!file || file.fieldname !== PHOTO_FIELD)
        throw new InputError(`${NO_FILE} in the field "${PHOTO_FIELD}"`, [{ path: PHOTO_FIELD, message: 'is required' }])
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new InputError(PHOTO_TOO_BIG, [{ path: PHOTO_FIELD, message: PHOTO_TOO_BIG }])
        throw error
      }
      const alt = file.fields.alt
      return photos.store(bytes, alt && 'value' in alt && typeof alt.value === 'string' ? alt.value.slice(0, 300) : '', request.actor)
    },
    { security },
  )
}
