import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOWNLOAD_FILE_FIELD, PHOTO_FIELD, type AuditPage, type UploadedPhoto } from '@store/core'
import { createProduct } from '../support/factories.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * Uploads are owner writes too (decision 0051), on SQLite and PostgreSQL: a catalogue photo's entry
 * says who uploaded which photo and its sizes; a product's digital file, attached, replaced and
 * removed, is on the product's own history (the audit log's, and the product's own call). A refused
 * upload leaves no entry.
 */
describe.skipIf(!databaseAvailable)('the audit log of uploads', () => {
  let t: TestApp
  let manager: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    manager = await staffSession(t.app, 'manager', 'Mina Manager')
  })
  afterAll(async () => {
    await t?.close()
  })

  const log = async (query: string) => (await t.app.inject({ url: `/api/admin/audit?${query}`, headers: ownerHeaders })).json() as AuditPage
  const send = (method: 'POST' | 'PUT', url: string, parts: Part[], headers: Record<string, string>) => {
    const body = multipart(parts)
    return t.app.inject({ method, url: `/api/admin${url}`, headers: { ...headers, ...body.headers }, payload: body.payload })
  }

  it('records who uploaded which photo, and its sizes; a refused or forbidden upload records nothing', async () => {
    const [r, g, b] = randomBytes(3)
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: r!, g: g!, b: b! } } })
      .png()
      .toBuffer()
    const res = await send(
      'POST',
      '/photos',
      [
        { name: PHOTO_FIELD, filename: 'dish.png', type: 'image/png', data: png },
        { name: 'alt', data: 'A plate of rice' },
      ],
      manager.headers,
    )
    expect(res.statusCode, res.body).toBe(201)
    const photo = res.json() as UploadedPhoto
    const hash = /\/photos\/([0-9a-f]{32})-/.exec(photo.image.url)![1]!

    const { items } = await log('object_type=photo')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ actor: 'Mina Manager', staff_id: manager.id, object_type: 'photo', object_id: hash, action: 'upload' })
    expect(Date.now() - Date.parse(items[0]!.at)).toBeLessThan(60_000)
    expect(items[0]!.changes).toEqual({
      url: { before: null, after: photo.image.url },
      alt: { before: null, after: 'A plate of rice' },
      uploaded_bytes: { before: null, after: png.length },
      sizes: { before: null, after: '320×213, 640×427, 900×600' },
      stored_bytes: { before: null, after: photo.sizes.reduce((sum, s) => sum + s.bytes, 0) },
    })

    const fake = await send(
      'POST',
      '/photos',
      [{ name: PHOTO_FIELD, filename: 'x.jpg', type: 'image/jpeg', data: 'not a photo' }],
      manager.headers,
    )
    expect(fake.statusCode).toBe(422)
    const staff = await staffSession(t.app, 'staff', 'Sam Staff')
    const forbidden = await send(
      'POST',
      '/photos',
      [{ name: PHOTO_FIELD, filename: 'dish.png', type: 'image/png', data: png }],
      staff.headers,
    )
    expect(forbidden.statusCode).toBe(403)
    expect((await log('object_type=photo')).items).toHaveLength(1)
  })

  it("puts a product file's upload, replacement and removal on the product's history, never its bytes", async () => {
    const product = await createProduct(t.app, { name: 'Field guide' })
    const file = (name: string, data: string): Part[] => [{ name: DOWNLOAD_FILE_FIELD, filename: name, type: 'application/pdf', data }]
    expect((await send('PUT', `/products/${product.id}/file`, file('guide.pdf', 'first edition'), manager.headers)).statusCode).toBe(200)
    expect((await send('PUT', `/products/${product.id}/file`, file('guide-2.pdf', 'second edition!'), manager.headers)).statusCode).toBe(
      200,
    )
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/file`, headers: manager.headers })
    expect(removed.statusCode).toBe(200)
    // Nothing left to remove: a 404, and no entry.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}/file`, headers: manager.headers })
    expect(again.statusCode).toBe(404)
    // Another product's id that does not exist: a 404, and no entry.
    expect((await send('PUT', '/products/2147483647/file', file('x.pdf', 'x'), manager.headers)).statusCode).toBe(404)

    const [remove, replace, upload] = (await log(`object_type=product&object_id=${product.id}`)).items
    expect(upload).toMatchObject({ actor: 'Mina Manager', action: 'file upload' })
    expect(upload!.changes).toMatchObject({
      file_name: { before: null, after: 'guide.pdf' },
      file_bytes: { before: null, after: 13 },
      sha256: { before: null, after: expect.stringMatching(/^[0-9a-f]{64}$/) },
    })
    expect(replace).toMatchObject({ action: 'file upload' })
    expect(replace!.changes).toMatchObject({
      file_name: { before: 'guide.pdf', after: 'guide-2.pdf' },
      file_bytes: { before: 13, after: 15 },
    })
    expect(replace!.changes.content_type).toBeUndefined() // unchanged fields are not repeated
    expect(remove).toMatchObject({ action: 'file remove' })
    expect(remove!.changes.file_name).toEqual({ before: 'guide-2.pdf', after: null })
    expect(JSON.stringify([upload, replace, remove])).not.toContain('edition') // the bytes stay out of the log

    // The product's own history, for whoever keeps the catalogue: the same entries, newest first.
    const own = await t.app.inject({ url: `/api/admin/products/${product.id}/history`, headers: manager.headers })
    expect(own.statusCode).toBe(200)
    expect((own.json() as AuditPage).items.map((e) => e.action)).toEqual(['file remove', 'file upload', 'file upload', 'create'])
    const missing = await t.app.inject({ url: '/api/admin/products/2147483647/history', headers: manager.headers })
    expect(missing.statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/admin/products/0/history', headers: manager.headers })).statusCode).toBe(422)
  })
})
