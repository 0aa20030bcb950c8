import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { OWNER_TOKEN, ownerHeaders } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'
import { staffSession } from '../support/staff.ts'

/** A built index.html's shape (vite build), so the server renders storefront pages. */
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head-->
<script type="module" crossorigin src="/assets/index-test.js"></script>
</head><body><div id="root"></div><!--app-bootstrap--></body></html>`

interface Entry {
  code: string
  type: 'designElement' | 'plugin'
  data?: Record<string, unknown>
  settings?: Record<string, unknown>
  uniqueId?: string | null
}
const directives = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const))
const DRAFT_WORDS = 'Only in the draft, not yet for shoppers'
const picture = { url: '/demo-images/picture.svg?label=b&hue=1&w=10&h=5', width: 1200, height: 600 }

/**
 * The layout editor's API (decision 0083): a draft shoppers never see, publish (cache-layouts moves),
 * the last 20 publications and restore, entries checked against spec §2's shapes, the preview page.
 */
describe.skipIf(!databaseAvailable)('owner API: the home layout draft, publish and restore', () => {
  let database: TestDatabase
  let distDir: string
  let app: App
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-layout-'))
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE)
    app = await buildApp({
      config: { ...loadConfig({}, []), cacheVersionTtlMs: 0, webDistDir: distDir },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = ownerHeaders) =>
    app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) })
  const shopperCodes = async () => (await app.inject({ url: '/api/get-data' })).json().layout.map((e: Entry) => e.code) as string[]
  const layoutVersion = async () => (await app.inject({ url: '/api/cache-info' })).json()['cache-layouts'] as number
  const draft = async () =>
    (await admin('GET', '/layout/draft')).json() as { entries: Entry[]; unpublished: boolean; saved_by: string | null }
  const products = async () => (await admin('GET', '/products')).json().items as { id: number; slug: string }[]
  const categories = async () => (await admin('GET', '/categories')).json().items as { id: number; slug: string }[]

  it('keeps a saved draft from shoppers until it is published, which moves cache-layouts', async () => {
    const published = await shopperCodes()
    const start = await draft()
    expect(start.unpublished).toBe(false)
    expect(start.entries.map((e) => e.code)).toEqual(published)

    // Swap the first two blocks after the top bar and add one of the owner's own.
    const entries = [...start.entries]
    ;[entries[1], entries[2]] = [entries[2]!, entries[1]!]
    entries.push({ code: 'custom_html_block', type: 'designElement', data: { html: `<p onclick="steal()">${DRAFT_WORDS}</p>` } })
    const version = await layoutVersion()
    const saved = await admin('PUT', '/layout/draft', { entries })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().unpublished).toBe(true)
    expect(saved.json().saved_by).toBe('Owner token')
    // Stored as the owner-HTML allow-list leaves it (decision 0082).
    expect(saved.json().entries.at(-1).data.html).toBe(`<p>${DRAFT_WORDS}</p>`)

    expect(await shopperCodes()).toEqual(published)
    expect((await admin('GET', '/layout')).json().entries.map((e: Entry) => e.code)).toEqual(published)
    expect(await layoutVersion()).toBe(version)
    expect((await app.inject({ url: '/' })).body).not.toContain(DRAFT_WORDS)

    const publish = await admin('POST', '/layout/publish')
    expect(publish.statusCode).toBe(200)
    expect(publish.json()).toMatchObject({ actor: 'Owner token', restored_from: null })
    expect(await layoutVersion()).toBe(version + 1)
    expect(await shopperCodes()).toEqual(entries.map((e) => e.code))
    expect((await draft()).unpublished).toBe(false)
    const audit = (await admin('GET', '/audit?object_type=layout')).json().items as { action: string; object_id: string }[]
    expect(audit.map((a) => a.action).slice(0, 2)).toEqual(['publish', 'save_draft'])
    expect(audit[0]!.object_id).toBe(String(publish.json().id))
  })

  it('answers what the allow-list removed from each entry, and keeps only the clean HTML in the draft', async () => {
    const html = (text: string): Entry => ({ code: 'custom_html_block', type: 'designElement', data: { html: text } })
    const dirty = '<script>alert(1)</script><p onclick="x()">Hi</p><a href="javascript:alert(1)">x</a>'
    const entries = [{ code: 'search_block', type: 'designElement' as const }, html(dirty), html('<p>Already <b>clean</b></p>')]
    const saved = await admin('PUT', '/layout/draft', { entries })
    expect(saved.statusCode, saved.body).toBe(200)
    const answer = saved.json() as { entries: Entry[]; removed: string[][] }
    // One list per entry, in order: only the dirty block names anything.
    expect(answer.removed).toEqual([[], ['<script> element', 'onclick attribute on <p>', 'unsafe href URL on <a>'], []])
    expect(answer.entries[1]!.data!.html).toBe('<p>Hi</p><a>x</a>')
    const stored = await draft()
    expect(stored.entries.map((e) => e.data?.html)).toEqual([undefined, '<p>Hi</p><a>x</a>', '<p>Already <b>clean</b></p>'])
    expect(stored).not.toHaveProperty('removed')
    const audit = (await admin('GET', '/audit?object_type=layout')).json().items[0]
    expect(JSON.stringify(audit)).not.toContain('javascript:')

    // Saved again, the HTML is clean: nothing is listed.
    expect((await admin('PUT', '/layout/draft', { entries: stored.entries })).json().removed).toEqual([[], [], []])
  })

  it('shows the draft only to a page with a live preview token: uncached, unindexed, framed by its own origin only', async () => {
    const { entries } = await draft()
    const words = 'Preview frame words'
    await admin('PUT', '/layout/draft', {
      entries: [...entries, { code: 'custom_html_block', type: 'designElement', data: { html: `<p>${words}</p>` } }],
    })
    const shopper = await app.inject({ url: '/' })
    expect(shopper.body).not.toContain(words)
    expect(directives(String(shopper.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'none'"])

    const minted = await admin('POST', '/layout/preview')
    expect(minted.statusCode).toBe(201)
    const { url, expires_at } = minted.json() as { url: string; expires_at: string }
    expect(url).toMatch(/^\/\?preview=[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(25 * 60_000)
    const page = await app.inject({ url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(words)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(directives(String(page.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'self'"])
    // The token is stored hashed: the database never holds the one in the URL.
    const token = url.split('=')[1]!
    const rows = await database.db.kysely.selectFrom('layout_preview_tokens').select('token_hash').execute()
    expect(rows.map((r) => r.token_hash)).not.toContain(token)
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token).toString('hex'))

    for (const bad of ['/?preview=', '/?preview=nope', `/?preview=${'A'.repeat(43)}`, `/?preview=${token}x`]) {
      const res = await app.inject({ url: bad })
      expect(res.body, bad).not.toContain(words)
      expect(res.headers['x-robots-tag'], bad).toBeUndefined()
    }
    // A spent token shows what shoppers see.
    await database.db.kysely
      .updateTable('layout_preview_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await app.inject({ url })).body).not.toContain(words)
  })

  it('expands slides kept in an entry into spec §3 banners, linked by the slugs of today', async () => {
    const [product] = await products()
    const [category] = await categories()
    const slides = [
      { image: picture, title: 'To a product', link_type: 'PRODUCT', link_id: product!.id },
      { image: picture, link_type: 'CATEGORY', link_id: category!.id },
      { image: picture, link_type: 'CUSTOM', custom_url: '/page/about-us' },
      { image: { ...picture, alt: 'Just a picture' }, link_type: 'NO_LINK' },
    ]
    const res = await admin('PUT', '/layout', {
      entries: [{ code: 'banner_slider', type: 'designElement', data: { slides }, settings: { autoplay_ms: 4000 } }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [entry] = (await app.inject({ url: '/api/get-data' })).json().layout
    expect(entry.data.banners).toEqual([
      { id: 1, image: picture, title: 'To a product', link_type: 'PRODUCT', link_slug: product!.slug, data: { custom_url: null } },
      { id: 2, image: picture, title: '', link_type: 'CATEGORY', link_slug: category!.slug, data: { custom_url: null } },
      { id: 3, image: picture, title: '', link_type: 'CUSTOM', link_slug: null, data: { custom_url: '/page/about-us' } },
      { id: 4, image: { ...picture, alt: 'Just a picture' }, title: '', link_type: 'NO_LINK', link_slug: null, data: { custom_url: null } },
    ])
    // PUT /api/admin/layout publishes at once, through the same history.
    expect((await admin('GET', '/layout/history')).json().items[0].entries[0].code).toBe('banner_slider')
    expect((await draft()).unpublished).toBe(false)
  })

  it('refuses a bad entry with 422 naming the entry and the field, and changes nothing', async () => {
    const before = await draft()
    const version = await layoutVersion()
    const slide = (extra: object) => ({ code: 'banner_slider', type: 'designElement', data: { slides: [{ image: picture, ...extra }] } })
    const cases: [string, Entry[], string][] = [
      ['a product link without its product', [slide({ link_type: 'PRODUCT' }) as Entry], 'entries/0/data/slides/0/link_id'],
      ['an unknown link type', [slide({ link_type: 'ELSEWHERE' }) as Entry], 'entries/0/data/slides/0/link_type'],
      [
        'a script address',
        [slide({ link_type: 'CUSTOM', custom_url: 'javascript:alert(1)' }) as Entry],
        'entries/0/data/slides/0/custom_url',
      ],
      ['a product that does not exist', [slide({ link_type: 'PRODUCT', link_id: 999_999 }) as Entry], 'entries/0/data/slides/0/link_id'],
      [
        'a slide without a picture',
        [{ code: 'static_banner', type: 'designElement', data: { slides: [{ link_type: 'NO_LINK' }] } }],
        'entries/0/data/slides/0/image',
      ],
      [
        'products that do not exist',
        [
          { code: 'search_block', type: 'designElement' },
          { code: 'products_display', type: 'designElement', data: { product_ids: [999_999] } },
        ],
        'entries/1/data/product_ids/0',
      ],
      [
        'a category that does not exist',
        [{ code: 'categories_grid', type: 'designElement', data: { category_ids: [999_999] } }],
        'entries/0/data/category_ids/0',
      ],
      [
        'an unknown category slug',
        [{ code: 'product_horizontal_strip', type: 'designElement', data: { category_slug: 'no-such' } }],
        'entries/0/data/category_slug',
      ],
      ['a title too long', [{ code: 'products_display', type: 'designElement', data: { title: 'x'.repeat(121) } }], 'entries/0/data/title'],
      ['a limit as text', [{ code: 'products_display', type: 'designElement', data: { limit: '5' } }], 'entries/0/data/limit'],
      ['a limit out of range', [{ code: 'categories_grid', type: 'designElement', data: { limit: 51 } }], 'entries/0/data/limit'],
      ['a field no block has', [{ code: 'search_block', type: 'designElement', data: { colour: 'red' } }], 'entries/0/data/colour'],
      [
        'an autoplay too fast',
        [{ code: 'slider_centered', type: 'designElement', settings: { autoplay_ms: 10 } }],
        'entries/0/settings/autoplay_ms',
      ],
      ['an unknown block', [{ code: 'mystery_block', type: 'designElement' }], 'entries/0/code'],
      ['an unknown plugin', [{ code: 'plugin_mystery', type: 'plugin' }], 'entries/0/code'],
      [
        'two top bars',
        [
          { code: 'top_nav', type: 'designElement' },
          { code: 'top_nav', type: 'designElement' },
        ],
        'entries/1/code',
      ],
      [
        'a bottom bar item that does not exist',
        [{ code: 'bottom_nav', type: 'designElement', data: { items: ['home', 'basket'] } }],
        'entries/0/data/items/1',
      ],
    ]
    for (const [name, entries, field] of cases) {
      for (const url of ['/layout/draft', '/layout']) {
        const res = await admin('PUT', url, { entries })
        expect(res.statusCode, `${name} (${url})`).toBe(422)
        const body = res.json() as { message: string; errors: { path: string; message: string }[] }
        expect(
          body.errors.map((e) => e.path),
          name,
        ).toContain(field)
        expect(body.message, name).toMatch(/^Entry \d+ \(/)
      }
    }
    // 1e309 is no JSON number a browser can send, but a script can: it is Infinity, not a whole number.
    const huge = await app.inject({
      method: 'PUT',
      url: '/api/admin/layout/draft',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      payload: '{"entries":[{"code":"products_display","type":"designElement","data":{"limit":1e309}}]}',
    })
    expect(huge.statusCode).toBe(422)
    expect(huge.json().errors[0].path).toBe('entries/0/data/limit')
    // The schema refuses what is no entry at all.
    expect((await admin('PUT', '/layout/draft', { entries: [{ code: 'search_block' }] })).statusCode).toBe(422)
    expect((await admin('PUT', '/layout/draft', { entries: 'all of them' })).statusCode).toBe(422)

    expect(await draft()).toEqual(before)
    expect(await layoutVersion()).toBe(version)
  })

  it('keeps the last 20 published layouts, newest first, and restores one in one call', async () => {
    const search = { code: 'search_block', type: 'designElement' as const }
    for (let i = 1; i <= 22; i++) {
      await admin('PUT', '/layout/draft', { entries: [{ ...search, data: { placeholder: `Search ${i}` } }] })
      expect((await admin('POST', '/layout/publish')).statusCode).toBe(200)
    }
    const items = (await admin('GET', '/layout/history')).json().items as { id: number; entries: Entry[] }[]
    expect(items).toHaveLength(20)
    expect(items.map((p) => p.entries[0]!.data!.placeholder)).toEqual(Array.from({ length: 20 }, (_, i) => `Search ${22 - i}`))
    expect(await database.db.kysely.selectFrom('layout_publications').select('id').execute()).toHaveLength(20)

    // An unsaved draft is replaced by the restored layout, which shoppers see at once.
    await admin('PUT', '/layout/draft', { entries: [{ ...search, data: { placeholder: 'Work in progress' } }] })
    const earlier = items.find((p) => p.entries[0]!.data!.placeholder === 'Search 5')!
    const version = await layoutVersion()
    const restored = await admin('POST', `/layout/history/${earlier.id}/restore`)
    expect(restored.statusCode).toBe(201)
    expect(restored.json()).toMatchObject({ restored_from: earlier.id, actor: 'Owner token' })
    expect(await layoutVersion()).toBe(version + 1)
    expect((await app.inject({ url: '/api/get-data' })).json().layout[0].data.placeholder).toBe('Search 5')
    expect((await draft()).entries[0]!.data!.placeholder).toBe('Search 5')
    const after = (await admin('GET', '/layout/history')).json().items as { id: number; restored_from: number | null }[]
    expect(after).toHaveLength(20)
    expect(after[0]).toMatchObject({ id: restored.json().id, restored_from: earlier.id })
    expect((await admin('GET', '/audit?object_type=layout')).json().items[0]).toMatchObject({ action: 'restore' })

    expect((await admin('POST', '/layout/history/999999/restore')).statusCode).toBe(404)
    expect((await admin('POST', '/layout/history/0/restore')).statusCode).toBe(422)
    expect((await admin('POST', '/layout/history/abc/restore')).statusCode).toBe(422)
  })

  it('lets managers design the layout and refuses staff', async () => {
    const staff = await staffSession(app, 'staff')
    for (const [method, url] of [
      ['GET', '/layout/draft'],
      ['PUT', '/layout/draft'],
      ['POST', '/layout/publish'],
      ['GET', '/layout/history'],
      ['POST', '/layout/preview'],
    ] as const) {
      expect((await admin(method, url, method === 'PUT' ? { entries: [] } : undefined, staff.headers)).statusCode, url).toBe(403)
    }
    const manager = await staffSession(app, 'manager', 'Layout Manager')
    const saved = await admin('PUT', '/layout/draft', { entries: [{ code: 'search_block', type: 'designElement' }] }, manager.headers)
    expect(saved.json().saved_by).toBe('Layout Manager')
    const published = await admin('POST', '/layout/publish', undefined, manager.headers)
    expect(published.json().actor).toBe('Layout Manager')
  })
})

/**
 * A brand-new empty store (decision 0100): nothing is published, so the draft starts as the starter
 * layout, which the preview page shows and Publish makes live; the draft says whether anything is live
 * and whether shoppers still see the sample home page (no product yet, spec §2).
 */
describe.skipIf(!databaseAvailable)('owner API: the layout draft of a store that never published one', () => {
  let database: TestDatabase
  let distDir: string
  let app: App
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'empty')
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-layout-empty-'))
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE)
    app = await buildApp({
      config: { ...loadConfig({}, []), cacheVersionTtlMs: 0, webDistDir: distDir },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, ...(payload ? { payload } : {}) })
  const draft = async () =>
    (await admin('GET', '/layout/draft')).json() as { entries: Entry[]; unpublished: boolean; live: boolean; sample_home: boolean }
  const shopperCodes = async () => (await app.inject({ url: '/api/get-data' })).json().layout.map((e: Entry) => e.code) as string[]

  it('starts from the starter layout, shows it in the preview page, and publishes it', async () => {
    expect(await shopperCodes()).toEqual([])
    const start = await draft()
    expect(start).toMatchObject({ live: false, unpublished: true, sample_home: true })
    expect(start.entries.map((e) => e.code)).toEqual([
      'top_nav',
      'search_block',
      'custom_html_block',
      'categories_grid',
      'products_infinite_scroll',
      'bottom_nav',
    ])
    // Reading the draft writes nothing: no draft row, no audit entry.
    expect(await database.db.kysely.selectFrom('layout_drafts').selectAll().execute()).toEqual([])

    const { url } = (await admin('POST', '/layout/preview')).json() as { url: string }
    expect((await app.inject({ url })).body).toContain('Welcome to our shop')
    expect((await app.inject({ url: '/' })).body).not.toContain('Welcome to our shop')

    const published = await admin('POST', '/layout/publish')
    expect(published.statusCode).toBe(200)
    expect(published.json().entries.map((e: Entry) => e.code)).toEqual(start.entries.map((e) => e.code))
    expect(await shopperCodes()).toEqual(start.entries.map((e) => e.code))
    expect(await draft()).toMatchObject({ live: true, unpublished: false, sample_home: true })
  })

  it('keeps an emptied layout empty once it is published: the starter is only for a store that never published', async () => {
    expect((await admin('PUT', '/layout/draft', { entries: [] })).json()).toMatchObject({ live: true, unpublished: true })
    expect((await admin('POST', '/layout/publish')).statusCode).toBe(200)
    expect(await draft()).toMatchObject({ entries: [], live: false, unpublished: false })
    expect(await shopperCodes()).toEqual([])
  })
})
