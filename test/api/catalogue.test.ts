import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBranch, createProduct } from '../support/factories.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

describe.skipIf(!databaseAvailable)('catalogue API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })
  const get = (url: string) => t.app.inject({ url })

  it('pages products with current_page and last_page', async () => {
    const first = (await get('/api/get-products?per_page=10')).json()
    expect(first.products).toHaveLength(10)
    expect(first.current_page).toBe(1)
    expect(first.last_page).toBe(Math.ceil(first.total / 10))
    expect(first.total).toBeGreaterThanOrEqual(40)
    const second = (await get('/api/get-products?per_page=10&page=2')).json()
    expect(second.current_page).toBe(2)
    const ids = new Set([...first.products, ...second.products].map((p: { id: number }) => p.id))
    expect(ids.size).toBe(20)
    const beyond = (await get(`/api/get-products?per_page=10&page=${first.last_page + 1}`)).json()
    expect(beyond.products).toEqual([])
  })

  it('answers with what a branch sells at that branch price', async () => {
    // Written through the owner API, so the prices asserted are the ones set here (not the demo's).
    const north = await createBranch(t.app)
    const south = await createBranch(t.app)
    const coffee = await createProduct(t.app, { selling_price: 400, branches: [{ branch_id: south.id, selling_price: 380 }] })
    const lasagne = await createProduct(t.app, { selling_price: 1250, branches: [{ branch_id: south.id, is_available: false }] })
    const all = async (branch: number) =>
      (await get(`/api/get-products?per_page=100&branch_id=${branch}`)).json().products as { slug: string; price: number }[]
    const atNorth = await all(north.id)
    const atSouth = await all(south.id)
    expect(atNorth.find((p) => p.slug === lasagne.slug)?.price).toBe(1250)
    expect(atSouth.some((p) => p.slug === lasagne.slug)).toBe(false)
    expect(atSouth.length).toBe(atNorth.length - 1)
    expect(atNorth.find((p) => p.slug === coffee.slug)!.price).toBe(400)
    expect(atSouth.find((p) => p.slug === coffee.slug)!.price).toBe(380)
    expect((await get(`/api/get-product?slug=${coffee.slug}&branch_id=${south.id}`)).json().product.selling_price).toBe(380)
    expect((await get(`/api/get-product?slug=${lasagne.slug}&branch_id=${south.id}`)).statusCode).toBe(404)
  })

  it('404s an unknown branch and 422s a malformed one', async () => {
    expect((await get('/api/get-products?branch_id=77')).statusCode).toBe(404)
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await get(`/api/get-products?branch_id=${bad}`)
      expect(res.statusCode, bad).toBe(422)
      expect(res.json().errors[0].path).toContain('branch_id')
    }
  })

  it('rejects paging outside its limits with 422', async () => {
    for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=x', 'unknown=1']) {
      const res = await get(`/api/get-products?${query}`)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().message).toBeTruthy()
    }
  })

  it('gets a category and its products; unknown slugs are 404, malformed 422', async () => {
    const category = (await get('/api/get-category?slug=pizzas')).json().category
    expect(category).toMatchObject({ name: 'Pizzas', slug: 'pizzas', color: '#e4572e' })
    const page = (await get('/api/get-category-products?slug=pizzas&per_page=3')).json()
    expect(page.category.slug).toBe('pizzas')
    expect(page.products).toHaveLength(3)
    expect(page.total).toBe(6)
    expect(page.last_page).toBe(2)
    expect((await get('/api/get-category?slug=nope')).statusCode).toBe(404)
    expect((await get('/api/get-category-products?slug=nope')).statusCode).toBe(404)
    expect((await get('/api/get-category?slug=Bad%20Slug')).statusCode).toBe(422)
    expect((await get('/api/get-category')).statusCode).toBe(422)
  })

  it('gets a product with attributes, combinations and add-on groups', async () => {
    const { product } = (await get('/api/get-product?slug=margherita-pizza')).json()
    expect(product.attributes.map((a: { name: string }) => a.name)).toEqual(['Size', 'Crust'])
    expect(product.combinations).toHaveLength(6)
    const valueIds = product.attributes.flatMap((a: { values: { id: number }[] }) => a.values.map((v) => v.id))
    for (const c of product.combinations) {
      expect(c.ids).toHaveLength(2)
      for (const id of c.ids) expect(valueIds).toContain(id)
    }
    const toppings = product.multi_selectable_attributes.find((m: { name: string }) => m.name === 'Extra toppings')
    expect(toppings).toMatchObject({ min_select: 0, max_select: 4 })
    const variantIds = product.combinations.map((c: { variant_id: number }) => c.variant_id)
    for (const vp of toppings.values[0].variant_prices) expect(variantIds).toContain(vp.variant_id)
    const upgrade = product.multi_selectable_attributes.find((m: { name: string }) => m.name === 'Crust upgrade')
    const classic = product.attributes[1].values.find((v: { value: string }) => v.value === 'Classic').id
    expect(upgrade.values[0].dependencies).toEqual([classic])
    // The demo's pictures are the store's photos (decision 0055): WebP at 320/640/1280 px, served from the database.
    expect(product.images[0]).toMatchObject({
      width: 1280,
      height: 960,
      url: expect.stringMatching(/^\/photos\/[0-9a-f]{32}-1280\.webp$/),
    })
    const photo = await t.app.inject({ url: product.images[0].url.replace('-1280.', '-320.') })
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp'])
    expect((await get('/api/get-product?slug=no-such-product')).statusCode).toBe(404)
  })

  it('searches with prefix matching from 2 characters, name matches first', async () => {
    const piz = (await get('/api/search-products?q=piz')).json()
    expect(piz.total).toBeGreaterThanOrEqual(6)
    expect(piz.products[0].name).toMatch(/Pizza/)
    const twoWords = (await get('/api/search-products?q=bbq%20bur')).json()
    expect(twoWords.products.map((p: { slug: string }) => p.slug)).toEqual(['smoky-bbq-burger'])
    const inDescription = (await get('/api/search-products?q=mascarpone')).json()
    expect(inDescription.products.map((p: { slug: string }) => p.slug)).toEqual(['tiramisu'])
    // A plural finds the singular (decision 0004): no product says "burgers" or "tomatoes".
    const slugs = async (q: string) => (await get(`/api/search-products?q=${q}`)).json().products.map((p: { slug: string }) => p.slug)
    expect(await slugs('burgers')).toEqual(expect.arrayContaining(['smoky-bbq-burger', 'kids-mini-burger']))
    expect(await slugs('bbq%20burgers')).toEqual(['smoky-bbq-burger'])
    expect(await slugs('tomatoes')).toContain('margherita-pizza')
    // A category's name finds its products, after the products whose own words match: no word of the
    // Classic Cheeseburger starts with "burger".
    const burgers = await slugs('burger')
    expect(burgers.at(-1)).toBe('classic-cheeseburger')
    expect(await slugs('drinks')).toEqual(expect.arrayContaining(['cola', 'iced-tea', 'fresh-lemonade']))
    expect(burgers.slice(0, -1)).toEqual(expect.arrayContaining(['smoky-bbq-burger', 'mushroom-swiss-burger', 'kids-mini-burger']))
    expect((await get('/api/search-products?q=zzzzqqq')).json()).toMatchObject({ products: [], total: 0, last_page: 1 })
    expect((await get('/api/search-products?q=lasag&branch_id=2')).json().total).toBe(0)
    expect((await get('/api/search-products?q=p')).statusCode).toBe(422)
    expect((await get('/api/search-products?q=%20%20p%20')).statusCode).toBe(422)
    // Query syntax characters are words to the shopper, never operators to the database.
    for (const q of ['"piz', 'piz*', 'NEAR(a b)', "pi' OR 1=1 --", 'a:* & b', '((', '🍕🍕']) {
      const res = await get(`/api/search-products?q=${encodeURIComponent(q)}`)
      expect(res.statusCode, q).toBe(200)
    }
  })

  it('lists and gets content pages', async () => {
    const { pages } = (await get('/api/get-pages')).json()
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['about-us', 'terms-and-privacy'])
    const { page } = (await get('/api/get-page?slug=about-us')).json()
    expect(page.content).toContain('<h2>')
    expect((await get('/api/get-page?slug=missing')).statusCode).toBe(404)
  })

  it('serves the OpenAPI document with every storefront path', async () => {
    const doc = (await get('/api/openapi.json')).json()
    for (const p of [
      '/api/get-data',
      '/api/cache-info',
      '/api/get-products',
      '/api/get-category',
      '/api/get-category-products',
      '/api/get-product',
      '/api/search-products',
      '/api/get-pages',
      '/api/get-page',
      '/api/admin/products',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p)
    }
  })
})

describe.skipIf(!databaseAvailable)(
  'catalogue API with cache hits (versions trusted for a minute, as a server trusts them for 500 ms)',
  () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ cacheVersionTtlMs: 60_000 })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('answers a read it answered before from the cache, and validates every URL it has not (decision 0028)', async () => {
      const url = '/api/get-products?per_page=7'
      const first = await t.app.inject({ url })
      const again = await t.app.inject({ url })
      expect(again.statusCode).toBe(200)
      expect(again.body).toBe(first.body)
      expect(again.headers.etag).toBe(first.headers.etag)
      // The cache is keyed by the whole URL as sent: any other query is parsed and validated afresh.
      expect((await t.app.inject({ url: `${url}&page=1e309` })).statusCode).toBe(422)
      expect((await t.app.inject({ url: `${url}&page=Infinity` })).statusCode).toBe(422)
      expect((await t.app.inject({ url: '/api/get-products?per_page=8' })).json().products).toHaveLength(8)
      expect((await t.app.inject({ url: '/api/get-category-products?per_page=7' })).statusCode).toBe(422) // slug is required there
      // A change to the catalogue moves its version: the same URL is answered anew.
      await createProduct(t.app, { selling_price: 321 })
      const after = await t.app.inject({ url })
      expect(after.headers.etag).not.toBe(first.headers.etag)
      expect(after.json().total).toBe(first.json().total + 1)
    })

    it('answers hits over HTTP before Fastify, with the same bytes, headers and 304 (decision 0032)', async () => {
      const hits = await createTestApp({ cacheVersionTtlMs: 60_000 })
      let reachedFastify = 0
      hits.app.addHook('onRequest', (_request, _reply, done) => {
        reachedFastify++
        done()
      })
      await hits.app.listen({ port: 0, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${(hits.app.server.address() as { port: number }).port}`
      try {
        const url = `${base}/api/get-products?per_page=5`
        const first = await fetch(url)
        const firstBody = await first.text()
        expect(reachedFastify).toBe(1)
        const again = await fetch(url)
        expect(reachedFastify).toBe(1) // answered by the front
        expect(again.status).toBe(200)
        expect(await again.text()).toBe(firstBody)
        for (const name of [
          'etag',
          'cache-control',
          'content-type',
          'content-length',
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
        ])
          expect(again.headers.get(name), name).toBe(first.headers.get(name))
        expect(again.headers.get('strict-transport-security')).toBeNull()
        const unchanged = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } })
        expect(unchanged.status).toBe(304)
        expect(await unchanged.text()).toBe('')
        expect(unchanged.headers.get('etag')).toBe(first.headers.get('etag'))
        expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff')
        expect(reachedFastify).toBe(1)
        // Anything else still goes through Fastify: other queries are validated, other methods routed.
        expect((await fetch(`${url}&page=1e309`)).status).toBe(422)
        expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
        expect(reachedFastify).toBe(3)
        await createProduct(hits.app, { selling_price: 321 })
        const changed = await fetch(url)
        expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'))
      } finally {
        await hits.close()
      }
    })

    it('sends HSTS on a hit only over HTTPS as a trusted proxy saw it, and leaves every request to Fastify with LOG_REQUESTS=1', async () => {
      const behindProxy = await createTestApp({ cacheVersionTtlMs: 60_000, env: { TRUST_PROXY: 'loopback' } })
      const logged = await createTestApp({ cacheVersionTtlMs: 60_000, env: { LOG_REQUESTS: '1' } })
      let loggedReachedFastify = 0
      logged.app.addHook('onRequest', (_request, _reply, done) => {
        loggedReachedFastify++
        done()
      })
      try {
        const baseOf = async (t: TestApp) => {
          await t.app.listen({ port: 0, host: '127.0.0.1' })
          return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/get-products?per_page=4`
        }
        const proxied = await baseOf(behindProxy)
        await fetch(proxied)
        const https = await fetch(proxied, { headers: { 'x-forwarded-proto': 'http, https' } })
        expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
        expect((await fetch(proxied)).headers.get('strict-transport-security')).toBeNull()
        expect((await fetch(proxied, { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull()

        const direct = await baseOf(logged)
        for (let i = 0; i < 3; i++) expect((await fetch(direct)).status).toBe(200)
        expect(loggedReachedFastify).toBe(3)
      } finally {
        await behindProxy.close()
        await logged.close()
      }
    })
  },
)
