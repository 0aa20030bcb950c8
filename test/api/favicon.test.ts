import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRAND_FIELD, themeVariables } from '@store/core'
import { multipart } from '../support/multipart.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** The pictures of an ICO file: its header (reserved 0, type 1, count) and each entry's size, then the PNG at its offset. */
function icoPictures(ico: Buffer): { size: number; png: Buffer }[] {
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  const count = ico.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i
    const [width, height] = [ico.readUInt8(at) || 256, ico.readUInt8(at + 1) || 256]
    expect(height).toBe(width)
    const length = ico.readUInt32LE(at + 8)
    const offset = ico.readUInt32LE(at + 12)
    expect(offset + length).toBeLessThanOrEqual(ico.length)
    return { size: width, png: ico.subarray(offset, offset + length) }
  })
}

/** The middle pixel of a PNG, as #rrggbb, and its size as sharp reads it. */
async function middle(png: Buffer): Promise<{ width: number; height: number; colour: string }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4
  const hex = [data[at]!, data[at + 1]!, data[at + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')
  return { width: info.width, height: info.height, colour: `#${hex}` }
}

/**
 * /favicon.ico (decision 0098), on SQLite and PostgreSQL: browsers ask for it on every page, so a new
 * store answers its generated default (its colour) before any logo, the uploaded icon once there is
 * one, as a real ICO, cached a day with an ETag that revalidates to a 304 until the icon changes.
 */
describe.skipIf(!databaseAvailable)('/favicon.ico', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const favicon = (headers: Record<string, string> = {}) => t.app.inject({ url: '/favicon.ico', headers })
  const storeColour = async () => themeVariables((await t.app.inject({ url: '/api/get-data' })).json().settings)['--store-bg']!

  it('answers an empty store with the store colour at 16, 32 and 48 px, cached, and a 304 for the same ETag', async () => {
    const res = await favicon()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('image/x-icon')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const pictures = icoPictures(res.rawPayload)
    expect(pictures.map((p) => p.size)).toEqual([16, 32, 48])
    const colour = await storeColour()
    for (const p of pictures) expect(await middle(p.png), `${p.size} px`).toEqual({ width: p.size, height: p.size, colour })

    const again = await favicon({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect((await favicon({ 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304)
    expect((await favicon({ 'if-none-match': '"not-it"' })).statusCode).toBe(200)
    const head = await t.app.inject({ method: 'HEAD', url: '/favicon.ico' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/x-icon')
  })

  it('follows a new store colour, then the uploaded logo’s own icon sizes', async () => {
    const before = String((await favicon()).headers.etag)
    const recoloured = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/theme',
      headers: ownerHeaders,
      payload: { storeBgColor: '#0b6e4f' },
    })
    expect(recoloured.statusCode, recoloured.body).toBe(200)
    const green = await favicon({ 'if-none-match': before })
    expect(green.statusCode).toBe(200)
    expect((await middle(icoPictures(green.rawPayload)[1]!.png)).colour).toBe('#0b6e4f')

    const logo = await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } })
      .png()
      .toBuffer()
    const body = multipart([{ name: BRAND_FIELD, filename: 'logo.png', type: 'image/png', data: logo }])
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/theme/logo',
      headers: { ...ownerHeaders, ...body.headers },
      payload: body.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const res = await favicon({ 'if-none-match': String(green.headers.etag) })
    expect(res.statusCode).toBe(200)
    const pictures = icoPictures(res.rawPayload)
    expect(pictures.map((p) => p.size)).toEqual([16, 32, 48])
    for (const p of pictures) expect(await middle(p.png), `${p.size} px`).toEqual({ width: p.size, height: p.size, colour: '#c81e28' })
    // The same bytes the page head links for 32 px (spec §2's icon links).
    const icon32 = (uploaded.json() as { icons: { size: number; url: string }[] }).icons.find((i) => i.size === 32)!
    const linked = await t.app.inject({ url: icon32.url })
    expect(await middle(linked.rawPayload)).toEqual(await middle(pictures[1]!.png))
  })

  it('answers only GET and HEAD, and no other .ico name', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/favicon.ico' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/favicon2.ico' })).statusCode).toBe(404)
  })
})
