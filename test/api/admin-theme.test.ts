import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRAND_FIELD, ICON_SIZES, type BrandUploaded, type OwnerTheme } from '@store/core'
import { multipart, type Part } from '../support/multipart.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** A wide logo of one random colour (pictures are named by content, so no two tests share one). */
const logoPng = (width = 900, height = 300) => {
  const [r, g, b] = randomBytes(3)
  return sharp({ create: { width, height, channels: 4, background: { r: r!, g: g!, b: b!, alpha: 1 } } })
    .png()
    .toBuffer()
}

/** Theme and identity (decisions 0086 and 0088) on SQLite and PostgreSQL: the logo's pictures, colours, SEO, footer. */
describe.skipIf(!databaseAvailable)('owner theme and identity', () => {
  let t: TestApp
  let manager: Record<string, string>
  let staff: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    manager = (await staffSession(t.app, 'manager')).headers
    staff = (await staffSession(t.app, 'staff')).headers
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = (parts: Part[], headers: Record<string, string> = manager) => {
    const body = multipart(parts)
    return t.app.inject({ method: 'POST', url: '/api/admin/theme/logo', headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const file = (data: Buffer, filename = 'logo.png', type = 'image/png'): Part => ({ name: BRAND_FIELD, filename, type, data })
  const theme = async () => (await t.app.inject({ url: '/api/admin/theme', headers: manager })).json() as OwnerTheme
  const put = (payload: unknown, headers: Record<string, string> = manager) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/theme', headers, payload: payload as object })
  const shopperSettings = async () => (await t.app.inject({ url: '/api/get-data' })).json().settings as Record<string, unknown>

  it('refuses a fake image by its bytes, whatever its name and type say, and changes nothing', async () => {
    const before = await theme()
    expect(before.socialCard).toBe('') // an empty store has no logo, so no card
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('<script>alert(1)</script>')])
    for (const bytes of [fake, Buffer.from('just words'), Buffer.alloc(0)]) {
      const res = await upload([file(bytes)])
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors[0].path).toBe(BRAND_FIELD)
    }
    const wrongField = await upload([{ name: 'photo', filename: 'logo.png', type: 'image/png', data: await logoPng() }])
    expect(wrongField.statusCode).toBe(422)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/theme/logo', headers: manager, payload: {} })).statusCode).toBe(422)
    expect(await theme()).toEqual(before)
  })

  it('makes every icon size, the logo and the 1200×630 card from one real PNG, served immutable with an ETag', async () => {
    const png = await logoPng()
    const res = await upload([file(png, 'brand.png')])
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json() as BrandUploaded
    expect(made.icons.map((i) => i.size)).toEqual([...ICON_SIZES])
    const served = async (url: string) => {
      const answer = await t.app.inject({ url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['content-type']).toBe('image/png')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(answer.headers.etag) } })
      expect(again.statusCode).toBe(304)
      return sharp(answer.rawPayload).metadata()
    }
    for (const icon of made.icons) {
      const meta = await served(icon.url)
      expect([meta.format, meta.width, meta.height], icon.url).toEqual(['png', icon.size, icon.size])
    }
    const social = await served(made.social.url)
    expect([social.width, social.height]).toEqual([1200, 630])
    const logo = await served(made.logo.url)
    expect([logo.width, logo.height]).toEqual([512, 171]) // 900×300 fitted inside 512, proportions kept

    // The storefront reads them: the header's logo, each icon size, the social card.
    const settings = await shopperSettings()
    expect(settings.logo).toBe(made.logo.url)
    for (const icon of made.icons) expect(settings[`favicon_${icon.size}`]).toBe(icon.url)
    expect(settings.og_image).toBe(made.social.url)
    expect((await theme()).icons).toEqual(made.icons.map((i) => ({ size: i.size, href: i.url })))
    expect((await theme()).socialCard).toBe(made.social.url)

    // Audited (decision 0051), and a URL that names no picture is a 404.
    const audit = await t.app.inject({ url: '/api/admin/audit?object_type=settings&object_id=logo', headers: ownerHeaders })
    expect(audit.json().items[0].changes.logo.after).toBe(made.logo.url)
    expect((await t.app.inject({ url: made.logo.url.replace('logo.png', 'icon-17.png') })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/brand/${'0'.repeat(32)}-logo.png` })).statusCode).toBe(404)
  })

  it('keeps an og_image the owner chose when a new logo is uploaded, and names the new card to go back to', async () => {
    expect((await put({ og_image: 'https://cdn.example.com/card.jpg' })).statusCode).toBe(200)
    const res = await upload([file(await logoPng(64, 64))])
    expect(res.statusCode).toBe(201)
    expect((await shopperSettings()).og_image).toBe('https://cdn.example.com/card.jpg')
    const { socialCard } = await theme()
    expect(socialCard).toBe((res.json() as BrandUploaded).social.url)
    expect((await put({ og_image: socialCard })).statusCode).toBe(200)
    expect((await shopperSettings()).og_image).toBe(socialCard)
    expect((await t.app.inject({ url: socialCard })).statusCode).toBe(200)
  })

  it('names no card for a logo that is no upload of this store', async () => {
    const before = (await theme()).settings.logo
    for (const logo of ['https://cdn.example.com/logo.png', '/brand/not-a-hash-logo.png', `/brand/${'a'.repeat(32)}-icon-16.png`]) {
      expect((await put({ logo })).statusCode).toBe(200)
      expect((await theme()).socialCard, logo).toBe('')
    }
    expect((await put({ logo: before })).statusCode).toBe(200)
  })

  it('saves colours, name and SEO fields; cleans the footer and says what it removed', async () => {
    const res = await put({
      storeName: '  Chez Nous  ',
      storeBgColor: '#c2410c',
      storeTextOnBgColor: '#fde047',
      storeTextColor: '#1c1917',
      plugin_product_reviews_star_color: '#f59e0b',
      seo_meta_title: 'Chez Nous — wood-fired pizza',
      product_title_prefix: 'Order ',
      general_title_prefix: 'Chez Nous · ',
      powered_by_zepio: '<p onclick="steal()">Made by <a href="javascript:alert(1)">us</a></p><script>alert(1)</script>',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().removed).toEqual(expect.arrayContaining(['onclick attribute on <p>', '<script> element', 'unsafe href URL on <a>']))
    const settings = await shopperSettings()
    expect(settings.storeName).toBe('Chez Nous')
    expect(settings.storeBgColor).toBe('#c2410c')
    expect(settings.powered_by_zepio).toBe('<p>Made by <a>us</a></p>')
    expect((await put({ powered_by_zepio: '<p>Plain <b>text</b></p>' })).json().removed).toEqual([])
    const audit = await t.app.inject({ url: '/api/admin/audit?object_type=settings&object_id=theme', headers: ownerHeaders })
    expect(audit.json().items.some((e: { changes: Record<string, unknown> }) => 'storeBgColor' in e.changes)).toBe(true)
  })

  it.each([
    [{ storeBgColor: 'red' }, 'storeBgColor'],
    [{ storeTextColor: '#12345' }, 'storeTextColor'],
    [{ storeName: '' }, 'storeName'],
    [{ storeName: 'x'.repeat(101) }, 'storeName'],
    [{ seo_meta_description: 'x'.repeat(301) }, 'seo_meta_description'],
    [{ og_image: 'javascript:alert(1)' }, 'og_image'],
    [{ logo: '//evil.example/logo.png' }, 'logo'],
    [{ storeBgColor: 1e308 }, 'storeBgColor'],
    [{ favicon_16: '/x.png' }, 'favicon_16'],
  ])('refuses %j with the field named', async (payload, field) => {
    const res = await put(payload)
    expect(res.statusCode, res.body).toBe(422)
    expect(JSON.stringify(res.json().errors)).toContain(field)
  })

  it('is for managers and the owner, not staff; the store-wide settings stay the owner’s', async () => {
    expect((await t.app.inject({ url: '/api/admin/theme', headers: staff })).statusCode).toBe(403)
    expect((await put({ storeName: 'Staff' }, staff)).statusCode).toBe(403)
    expect((await upload([file(await logoPng())], staff)).statusCode).toBe(403)
    expect((await put({ storeName: 'Owner token' }, ownerHeaders)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: manager, payload: { storeName: 'x' } })).statusCode,
    ).toBe(403)
  })
})
