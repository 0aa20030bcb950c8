import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_FIELD, photoSrcSet, type UploadedPhoto } from '@store/core'
import { multipart, type Part } from '../support/multipart.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** A picture of one random colour (photos are named by content, so no two tests share one). */
const picture = (width: number, height: number) => {
  const [r, g, b] = randomBytes(3)
  return sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
}

/** Catalogue photos (decision 0055), on SQLite and PostgreSQL: real bytes checked, three WebP widths, served immutable. */
describe.skipIf(!databaseAvailable)('owner photo upload', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = (parts: Part[], headers: Record<string, string> = ownerHeaders) => {
    const body = multipart(parts)
    return t.app.inject({ method: 'POST', url: '/api/admin/photos', headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const file = (data: Buffer, filename: string, type: string): Part => ({ name: PHOTO_FIELD, filename, type, data })

  it('refuses a fake JPEG: the name and type say JPEG, the bytes are not an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php echo "not a photo"; ?>')])
    const res = await upload([file(fake, 'dish.jpg', 'image/jpeg')])
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([{ path: PHOTO_FIELD, message: expect.stringMatching(/must be a JPEG, PNG/) }])
    const text = await upload([file(Buffer.from('just words'), 'dish.jpg', 'image/jpeg')])
    expect(text.statusCode).toBe(422)
  })

  it('accepts a real PNG and serves three WebP widths without metadata, immutable with an ETag', async () => {
    const png = await picture(1600, 1200)
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Kitchen camera' } } })
      .toBuffer()
    const res = await upload([file(png, 'dish.png', 'image/png'), { name: 'alt', data: 'A bowl of soup' }])
    expect(res.statusCode, res.body).toBe(201)
    const photo = res.json() as UploadedPhoto
    expect(photo.image).toMatchObject({ width: 1280, height: 960, alt: 'A bowl of soup' })
    expect(photo.sizes.map((s) => [s.width, s.height])).toEqual([
      [320, 240],
      [640, 480],
      [1280, 960],
    ])
    expect(photoSrcSet(photo.image.url)).toContain('320w')

    for (const size of photo.sizes) {
      const served = await t.app.inject({ url: size.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(served.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.width, size.height])
      expect(meta.exif).toBeUndefined()
      expect(served.rawPayload.toString('latin1')).not.toContain('Kitchen camera')
      const again = await t.app.inject({ url: size.url, headers: { 'if-none-match': String(served.headers.etag) } })
      expect(again.statusCode).toBe(304)
    }
    // The same bytes again give the same URLs (named by content).
    expect((await upload([file(png, 'again.png', 'image/png')])).json().image.url).toBe(photo.image.url)
  })

  it('does not enlarge a small photo, and answers 404 for a photo it does not have', async () => {
    const res = await upload([file(await picture(500, 250).jpeg().toBuffer(), 'small.jpg', 'image/jpeg')])
    expect(res.statusCode).toBe(201)
    expect((res.json() as UploadedPhoto).sizes.map((s) => s.width)).toEqual([320, 500, 500])
    expect((await t.app.inject({ url: `/photos/${'0'.repeat(32)}-640.webp` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/photos/../../etc-640.webp' })).statusCode).toBe(404)
  })

  it('is behind the owner token', async () => {
    const png = await picture(10, 10).png().toBuffer()
    expect((await upload([file(png, 'x.png', 'image/png')], {})).statusCode).toBe(401)
  })
})
