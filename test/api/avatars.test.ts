import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerShopper } from '../support/factories.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** A picture of one colour, random so no two tests upload the same bytes (pictures are named by content). */
const picture = (width = 640, height = 480) => {
  const [r, g, b] = randomBytes(3)
  return sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
}

/** Shopper pictures, on SQLite and PostgreSQL: real bytes checked, re-encoded, stored, served immutable. */
describe.skipIf(!databaseAvailable)('avatars API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const newShopper = async () => (await registerShopper(t.app, 'Meera')).headers
  const upload = (headers: Record<string, string>, parts: Part[]) => {
    const body = multipart(parts)
    return t.app.inject({ method: 'POST', url: '/api/user/change-avatar', headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const image = (data: Buffer, filename = 'me.jpg', type = 'image/jpeg') => [{ name: 'image', filename, type, data }]

  it.each([
    ['JPEG', () => picture().jpeg().toBuffer(), 'me.jpg', 'image/jpeg'],
    ['PNG', () => picture(300, 900).png().toBuffer(), 'me.png', 'image/png'],
    ['WebP', () => picture(1000, 200).webp().toBuffer(), 'me.webp', 'image/webp'],
  ] as const)('accepts a %s and serves it as a 256×256 WebP with a long cache', async (_kind, make, filename, type) => {
    const me = await newShopper()
    const res = await upload(me, image(await make(), filename, type))
    expect(res.statusCode, res.body).toBe(200)
    const { user } = res.json()
    expect(user.avatar_url).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.webp$/)
    expect((await t.app.inject({ url: '/api/user/details', headers: me })).json().user.avatar_url).toBe(user.avatar_url)

    const served = await t.app.inject({ url: user.avatar_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256])
  })

  it('strips the metadata: a JPEG with EXIF comes back without it', async () => {
    const me = await newShopper()
    const withExif = await picture()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Meera at home', Copyright: 'private' } } })
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif?.toString('latin1')).toContain('Meera at home')
    const { user } = (await upload(me, image(withExif))).json()
    const served = await t.app.inject({ url: user.avatar_url })
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(served.rawPayload.toString('latin1')).not.toContain('Meera at home')
  })

  it('answers 304 to If-None-Match without sending the picture again; an unknown picture is a 404 that is not cached', async () => {
    const me = await newShopper()
    const { user } = (await upload(me, image(await picture().png().toBuffer(), 'me.png', 'image/png'))).json()
    const first = await t.app.inject({ url: user.avatar_url })
    const again = await t.app.inject({ url: user.avatar_url, headers: { 'if-none-match': first.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    const missing = await t.app.inject({ url: `/api/avatars/${'0'.repeat(32)}.webp` })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable')
    expect((await t.app.inject({ url: '/api/avatars/../../etc/passwd' })).statusCode).toBe(404)
  })

  it('a new picture gets a new URL and the old one stops answering', async () => {
    const me = await newShopper()
    const one = (await upload(me, image(await picture().jpeg().toBuffer()))).json().user.avatar_url
    const two = (await upload(me, image(await picture(500, 500).png().toBuffer(), 'b.png', 'image/png'))).json().user.avatar_url
    expect(two).not.toBe(one)
    expect((await t.app.inject({ url: two })).statusCode).toBe(200)
    expect((await t.app.inject({ url: one })).statusCode).toBe(404)
    const rows = await t.database.db.kysely.selectFrom('avatars').select('user_id').execute()
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length) // one picture per shopper
  })

  it('refuses what is not a JPEG, PNG or WebP of at most 5 MB, naming the problem, and keeps the old picture', async () => {
    const me = await newShopper()
    const { user } = (await upload(me, image(await picture().jpeg().toBuffer()))).json()
    const notAnImage = 'The picture must be a JPEG, PNG or WebP'
    const cases: [string, Part[], string][] = [
      ['a GIF', image(await picture().gif().toBuffer(), 'me.gif', 'image/gif'), notAnImage],
      ['a GIF named .png', image(await picture().gif().toBuffer(), 'me.png', 'image/png'), notAnImage],
      ['a text file named .png', image(Buffer.from('hello, I am not a picture\n'.repeat(20)), 'me.png', 'image/png'), notAnImage],
      ['a 6 MB file', image(randomBytes(6 * 1024 * 1024), 'big.jpg', 'image/jpeg'), 'The picture must be at most 5 MB'],
      [
        'a 6 MB real JPEG',
        image(Buffer.concat([await picture().jpeg().toBuffer(), Buffer.alloc(6 * 1024 * 1024)])),
        'The picture must be at most 5 MB',
      ],
      ['an empty file', image(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'), 'The picture is empty'],
      ['no file, only a field', [{ name: 'note', data: 'hello' }], 'Choose a picture'],
      ['no parts at all', [], 'Choose a picture'],
      [
        'a picture in another field',
        [{ name: 'photo', filename: 'me.jpg', type: 'image/jpeg', data: await picture().jpeg().toBuffer() }],
        'image',
      ],
    ]
    for (const [what, parts, message] of cases) {
      const res = await upload(me, parts)
      expect(res.statusCode, what).toBe(422)
      expect(res.json().message, what).toContain(message)
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-avatar',
      headers: me,
      payload: { image: 'data:image/png;base64,AAAA' },
    })
    expect(json.statusCode).toBe(422)
    expect(json.json().message).toContain('Choose a picture')
    expect((await t.app.inject({ url: '/api/user/details', headers: me })).json().user.avatar_url).toBe(user.avatar_url)
  })

  it('a guest or a bad token gets 401 and nothing is stored', async () => {
    const before = await t.database.db.kysely.selectFrom('avatars').select('user_id').execute()
    const jpeg = image(await picture().jpeg().toBuffer())
    expect((await upload({}, jpeg)).statusCode).toBe(401)
    expect((await upload({ authorization: `Bearer ${'x'.repeat(43)}` }, jpeg)).statusCode).toBe(401)
    expect(await t.database.db.kysely.selectFrom('avatars').select('user_id').execute()).toHaveLength(before.length)
  })

  it('other routes still parse only JSON: a multipart body elsewhere is refused as before', async () => {
    const body = multipart([{ name: 'login', data: 'a@example.com' }])
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: body.headers, payload: body.payload })
    expect(res.statusCode).toBe(415)
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'nobody@example.com', password: 'whatever123' },
    })
    expect(json.statusCode).toBe(422)
  })
})
