import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { CSV_FIELD, CSV_MAX_BYTES, ownerDataEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'

/** What browsers and spreadsheets label a .csv file with (Excel on Windows says ms-excel). */
const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'])
const TOO_BIG = `A CSV file may have at most ${CSV_MAX_BYTES / 1024 / 1024} MB`
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A streamed answer: Fastify sends a returned stream as it comes, serialising nothing; the contract's
 * `produces` documents its type. The download gets a file name with today's date.
 */
function streamed(reply: FastifyReply, type: string, chunks: AsyncIterable<string>, name?: string): never {
  reply.header('content-type', type)
  if (name) reply.header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
  return Readable.from(chunks) as never
}

/**
 * CSV export and import (decision 0093), managers and owners (admin/routes.ts). The multipart parser
 * is registered inside this plugin only, so every other owner route still takes JSON alone.
 */
export async function dataOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { csvExport, csvImport } = app.ctx.services.data
  const route = endpointRoutes(app, ownerDataEndpoints)
  await app.register(fastifyMultipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 } })

  /** The uploaded file as text: a CSV type, within the size, UTF-8 without NUL bytes; anything else is a 422. */
  async function uploadedCsv(request: FastifyRequest): Promise<{ text: string; name: string }> {
    const missing = `Choose a CSV file and send it as multipart/form-data in the field "${CSV_FIELD}"`
    if (!request.isMultipart()) throw new InputError(missing)
    const file = await request.file()
    if (!file || file.fieldname !== CSV_FIELD) throw new InputError(missing, [{ path: CSV_FIELD, message: 'is required' }])
    if (!CSV_TYPES.has(file.mimetype))
      throw new InputError(`A ${file.mimetype} file is not a CSV`, [{ path: CSV_FIELD, message: 'must be a CSV file (text/csv)' }])
    let bytes: Buffer
    try {
      bytes = await file.toBuffer()
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new InputError(TOO_BIG, [{ path: CSV_FIELD, message: TOO_BIG }])
      throw error
    }
    let text: string
    try {
      text = utf8.decode(bytes)
    } catch {
      throw new InputError('The file is not UTF-8 text', [{ path: CSV_FIELD, message: 'must be UTF-8 text' }])
    }
    if (text.includes('\u0000') || text.trim() === '')
      throw new InputError('The file is not CSV text', [{ path: CSV_FIELD, message: 'must be CSV text with a header row' }])
    return { text, name: file.filename.slice(0, 200) || 'upload.csv' }
  }

  route('GET /api/admin/export/products', ({ reply }) => streamed(reply, 'text/csv; charset=utf-8', csvExport.productsCsv(), 'products'), {
    security,
  })
  route(
    'GET /api/admin/export/orders',
    async ({ query, reply }) => streamed(reply, 'text/csv; charset=utf-8', csvExport.ordersCsv(await csvExport.ordersRange(query)), 'orders'),
    { security },
  )
  route('GET /api/admin/export/customers', ({ reply }) => streamed(reply, 'text/csv; charset=utf-8', csvExport.customersCsv(), 'customers'), {
    security,
  })
  route('POST /api/admin/import/products/check', async ({ request }) => csvImport.check((await uploadedCsv(request)).text), { security })
  route(
    'POST /api/admin/import/products',
    async ({ request, reply }) => {
      const { text, name } = await uploadedCsv(request)
      const progress = csvImport.apply(text, name, request.actor)
      // The check and the first batch run before the answer starts, so a refused file is a plain 422.
      const first = await progress.next()
      async function* lines() {
        if (!first.done) yield `${JSON.stringify(first.value)}\n`
        for await (const line of progress) yield `${JSON.stringify(line)}\n`
      }
      reply.header('x-accel-buffering', 'no')
      return streamed(reply, 'application/x-ndjson', lines())
    },
    { security },
  )
}
