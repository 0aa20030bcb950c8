import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { DOWNLOAD_FILE_FIELD, DOWNLOAD_MAX_BYTES, ownerDownloadEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'

const NO_FILE = 'Choose a file to upload'
const TOO_BIG = `The file must be at most ${DOWNLOAD_MAX_BYTES / 1024 / 1024} MB`

/** A file over the limit: 413, with the field named like a 422's. */
class FileTooLargeError extends Error {
  readonly statusCode = 413
}

/**
 * The owner's side of digital goods (decision 0024): a product's file, behind the owner
 * token (admin/routes.ts). The multipart parser is registered in this plugin only, so every other
 * owner call still takes JSON alone.
 */
export async function downloadsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { downloadFiles } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerDownloadEndpoints)
  // One file and nothing much beside it; a larger file is cut off while it streams in.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOWNLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  })

  route('GET /api/admin/products/:id/file', ({ params }) => downloadFiles.fileOf(params.id), { security })

  route(
    'PUT /api/admin/products/:id/file',
    async ({ request, params }) => {
      if (!request.isMultipart())
        throw new InputError(`${NO_FILE}: send it as multipart/form-data in the field "${DOWNLOAD_FILE_FIELD}"`, [
          { path: DOWNLOAD_FILE_FIELD, message: 'is required' },
        ])
      const file = await request.file()
      if (!file || file.fieldname !== DOWNLOAD_FILE_FIELD)
        throw new InputError(`${NO_FILE} in the field "${DOWNLOAD_FILE_FIELD}"`, [{ path: DOWNLOAD_FILE_FIELD, message: 'is required' }])
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new FileTooLargeError(TOO_BIG)
        throw error
      }
      return downloadFiles.attach(params.id, { bytes, fileName: file.filename, contentType: file.mimetype }, request.actor)
    },
    { security },
  )

  route(
    'DELETE /api/admin/products/:id/file',
    async ({ params, request }) => {
      await downloadFiles.remove(params.id, request.actor)
      return { ok: true }
    },
    { security },
  )
}
