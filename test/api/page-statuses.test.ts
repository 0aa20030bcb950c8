import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'

/** A built index.html's shape (vite build): the server's markers are all the pages need here. */
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>`

/** Every server-rendered route answers the status of what it shows (spec §2). */
describe.skipIf(!databaseAvailable)('page statuses', () => {
  let database: TestDatabase
  let distDir: string
  let app: App
  let reviewed: { id: number; name: string }
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-web-'))
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE)
    app = await buildApp({
      config: { ...loadConfig({}, []), cacheVersionTtlMs: 0, webDistDir: distDir },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
      notFoundLimit: { maxPerWindow: 1000, windowMs: 60_000 },
    })
    const { product } = (await app.inject({ url: '/api/get-product?slug=margherita-pizza' })).json()
    reviewed = { id: product.id, name: product.name }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })

  const statusOf = async (url: string) => {
    const res = await app.inject({ url })
    expect(res.headers['content-type'], url).toContain('text/html')
    return res.statusCode
  }

  it('answers 200 for every screen of spec §2 that exists', async () => {
    const screens = [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/account',
      '/account/edit-profile',
      '/account/addresses',
      '/account/add-address',
      '/account/wishlist',
      '/account/wallet',
      '/account/rewards',
      '/account/scratch-cards',
      '/account/my-orders',
      '/account/my-orders/reviews/ORD-1',
      '/cart',
      '/cart/discounts',
      '/checkout',
      '/order-placed/ORD-1',
      '/track-order/ORD-1',
      '/search',
      '/search?q=pizza',
      '/category/pizzas',
      '/product/margherita-pizza',
      `/product/reviews/${reviewed.id}`,
      '/page/about-us',
      '/refer-a-friend',
      '/r/ABC123',
    ]
    const statuses = await Promise.all(screens.map(async (url) => [url, await statusOf(url)]))
    expect(statuses).toEqual(screens.map((url) => [url, 200]))
  })

  it('answers 404 for the not-found page, unknown paths and unknown products, categories, pages and reviews', async () => {
    const missing = [
      '/404',
      '/nope',
      '/account/nope',
      '/cart/nope',
      '/product/no-such-dish',
      '/product/margherita-pizza/extra',
      '/category/no-such-category',
      '/page/no-such-page',
      '/product/reviews/99999999',
      '/product/reviews/not-an-id',
    ]
    const statuses = await Promise.all(missing.map(async (url) => [url, await statusOf(url)]))
    expect(statuses).toEqual(missing.map((url) => [url, 404]))
  })

  it('renders the public screens with their query, as text, each query its own page (decision 0106)', async () => {
    const search = async (q: string) => (await app.inject({ url: `/search?q=${encodeURIComponent(q)}` })).body
    const pizza = await search('pizza')
    expect(pizza).toMatch(/<input[^>]*value="pizza"/)
    // The page cache is keyed by the query too: another query is not the first one's page.
    expect(await search('salad')).toMatch(/<input[^>]*value="salad"/)
    const hostile = await search('"><script>alert(1)</script>')
    expect(hostile).not.toContain('<script>alert(1)')
    expect(hostile).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    // ?next= returns inside the store only; a foreign address is not carried into the links.
    const login = (await app.inject({ url: '/login?next=https%3A%2F%2Fevil.example%2F' })).body
    expect(login).toContain('href="/register"')
    expect(login).not.toContain('evil.example')
    const toWallet = (await app.inject({ url: '/login?next=%2Faccount%2Fwallet' })).body
    expect(toWallet).toContain('href="/register?next=%2Faccount%2Fwallet"')
    // The home page ignores a query (campaign tags): one cached page for every address.
    expect((await app.inject({ url: '/?utm_source=mail' })).body).not.toContain('utm_source')
    // The not-found page is rendered too, with its status.
    const missing = await app.inject({ url: '/no-such-screen' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Page not found')
  })

  it('names the product in the reviews page’s title', async () => {
    const res = await app.inject({ url: `/product/reviews/${reviewed.id}` })
    expect(res.body).toContain(`<title>Reviews of ${reviewed.name}`)
  })

  it('names every screen with a fixed name in its title, and in its top bar where it is rendered on the server', async () => {
    const topBar = (body: string) => /data-testid="screen-title">([^<]*)</.exec(body)?.[1]
    for (const [path, name, rendered] of [
      ['/login', 'Log in', true],
      ['/register', 'Create an account', true],
      ['/search', 'Search', true],
      ['/no-such-screen', 'Page not found', true],
      // The shopper's own screens render in the browser; their title is the server's all the same.
      ['/cart', 'Your cart', false],
      ['/account/wallet', 'Wallet', false],
      ['/track-order/1', 'Track your order', false],
    ] as const) {
      const res = await app.inject({ url: path })
      expect(res.body, path).toContain(`<title>${name} | `)
      expect(topBar(res.body), path).toBe(rendered ? name : undefined)
    }
    const product = await app.inject({ url: '/product/margherita-pizza' })
    expect(topBar(product.body)).toBe(reviewed.name)
    // What does not exist is named as the not-found page; a reset link is not named "Forgot password".
    for (const path of ['/product/no-such-product', '/category/no-such', '/page/no-such-page', '/product/reviews/999999']) {
      const body = (await app.inject({ url: path })).body
      expect(body, path).toContain('<title>Page not found | ')
      // The not-found page itself, rendered on the server, not a spinner (decision 0110).
      expect(body, path).toContain('does not exist or has moved')
    }
    expect((await app.inject({ url: '/forgot-password?token=abc' })).body).not.toContain('Forgot password |')
    // The home page is the store's own: no screen name.
    expect((await app.inject({ url: '/' })).body).not.toMatch(/<title>[^<]* \| /)
  })

  it('names the product in its reviews’ answer, and answers 404 for reviews of an unknown product', async () => {
    const res = await app.inject({ url: `/api/get-product-reviews?product_id=${reviewed.id}` })
    expect(res.json().product).toEqual({ name: reviewed.name, slug: 'margherita-pizza' })
    expect((await app.inject({ url: '/api/get-product-reviews?product_id=99999999' })).statusCode).toBe(404)
  })

  it('renders the branch the branch cookie names, with its prices (decision 0045)', async () => {
    const { branches } = (await app.inject({ url: '/api/get-data' })).json() as { branches: { id: number; name: string }[] }
    const riverside = branches.find((b) => b.name.includes('Riverside'))!
    const downtownPage = await app.inject({ url: '/product/margherita-pizza' })
    expect(downtownPage.body).toContain('$9.99')
    const riversidePage = await app.inject({
      url: '/product/margherita-pizza',
      headers: { cookie: `theme=dark; branch_id=${riverside.id}` },
    })
    expect(riversidePage.statusCode).toBe(200)
    expect(riversidePage.body).toContain('$9.49')
    expect(riversidePage.body).not.toContain('$9.99')
    expect(riversidePage.body).toContain(`"selected_branch":{"id":${riverside.id}`)
    expect(riversidePage.headers.vary).toContain('cookie')
    // A branch that does not exist (removed since) is the first branch, as get-data answers.
    const gone = await app.inject({ url: '/product/margherita-pizza', headers: { cookie: 'branch_id=999999' } })
    expect(gone.body).toContain('$9.99')
  })
})
