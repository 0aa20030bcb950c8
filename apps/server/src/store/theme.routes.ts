import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { BRAND_FIELD, BRAND_MAX_BYTES, ownerThemeEndpoints, type ThemeInput } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'
import { LOGO_TOO_BIG } from './brand-image.ts'

const NO_FILE = 'Choose a logo to upload'

/**
 * The theme and identity calls (managers and up: admin/routes.ts registers them in that group). The
 * multipart parser is registered inside this plugin only, so every other owner route takes JSON alone.
 */
export async function themeOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { theme } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerThemeEndpoints)
  await app.register(fastifyMultipart, { limits: { fileSize: BRAND_MAX_BYTES, files: 1, fields: 0, parts: 1 } })

  route('GET /api/admin/theme', () => theme.theme(), { security })
  route('PUT /api/admin/theme', ({ body, request }) => theme.save(body as ThemeInput, request.actor), { security })
  route(
    'POST /api/admin/theme/logo',
    async ({ request }) => {
      if (!request.isMultipart()) throw new InputError(`${NO_FILE}: send it as multipart/form-data in the field "${BRAND_FIELD}"`)
      const file = await request.file()
      if (!file || file.fieldname !== BRAND_FIELD)
        throw new InputError(`${NO_FILE} in the field "${BRAND_FIELD}"`, [{ path: BRAND_FIELD, message: 'is required' }])
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new InputError(LOGO_TOO_BIG, [{ path: BRAND_FIELD, message: LOGO_TOO_BIG }])
        throw error
      }
      return theme.uploadLogo(bytes, request.actor)
    },
    { security },
  )
}
