import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WISHLIST_PRODUCTS } from '@store/core'
import { createBranch, createProduct, registerShopper, updateProduct } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

type Headers = Record<string, string>
interface Toggled {
  in_wishlist: boolean
  count: number
}
interface ListedProduct {
  id: number
  name: string
  slug: string
  price: number
  is_available: boolean
  in_stock: boolean
}

/** Wishlist, on SQLite and PostgreSQL: rules, unavailable products, bad input, BOLA, parallel toggles, the cap. */
describe.skipIf(!databaseAvailable)('wishlist API', () => {
  let t: TestApp
  /** The app on a loopback port, for parallel requests over real HTTP connections. */
  let url: string
  let riverside: { id: number }
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await createBranch(t.app, { name: 'Downtown' }) // branch 1, where calls without ?branch_id= are
    riverside = await createBranch(t.app, { name: 'Riverside' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  const newShopper = async () => (await registerShopper(t.app, 'Meera')).headers
  const toggle = (headers: Headers, payload: unknown, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/toggle-wishlist-product${query}`, headers, payload: payload as object })
  const toggled = async (headers: Headers, productId: number, query = ''): Promise<Toggled> => {
    const res = await toggle(headers, { product_id: productId }, query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ url: `/api/get-wishlist${query}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { products: ListedProduct[]; current_page: number; last_page: number; total: number }
  }
  const ids = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/wishlist/ids', headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().product_ids as number[]
  }
  /** A toggle over its own HTTP connection, answering status and body. */
  const toggleOverHttp = async (headers: Headers, productId: number) => {
    const res = await fetch(`${url}/api/toggle-wishlist-product`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: productId }),
    })
    return { status: res.status, body: (await res.json()) as Toggled }
  }

  it('adds and removes with each toggle, lists newest first as cards, and answers the ids for the hearts', async () => {
    const me = await newShopper()
    const tea = await createProduct(t.app, { name: 'Masala tea', selling_price: 250, original_price: 300 })
    const cake = await createProduct(t.app, { name: 'Carrot cake', selling_price: 420, stock: 0 })
    const bun = await createProduct(t.app, { name: 'Bun', selling_price: 90 })
    expect(await list(me)).toMatchObject({ products: [], current_page: 1, last_page: 1, total: 0 })

    expect(await toggled(me, tea.id)).toEqual({ in_wishlist: true, count: 1 })
    expect(await toggled(me, cake.id)).toEqual({ in_wishlist: true, count: 2 })
    expect(await toggled(me, bun.id)).toEqual({ in_wishlist: true, count: 3 })
    const page = await list(me)
    expect(page.products.map((p) => p.id)).toEqual([bun.id, cake.id, tea.id])
    expect(page.products[2]).toEqual({
      id: tea.id,
      name: 'Masala tea',
      slug: tea.slug,
      price: 250,
      original_price: 300,
      image: null,
      in_stock: true,
      has_options: false,
      is_available: true,
    })
    // Sold out is still sold: the card says so, the product is not "no longer available".
    expect(page.products[1]).toMatchObject({ id: cake.id, in_stock: false, is_available: true })
    expect(await ids(me)).toEqual([bun.id, cake.id, tea.id])

    expect(await toggled(me, cake.id)).toEqual({ in_wishlist: false, count: 2 })
    expect(await ids(me)).toEqual([bun.id, tea.id])
    // Added again, it is the newest.
    expect(await toggled(me, cake.id)).toEqual({ in_wishlist: true, count: 3 })
    expect((await list(me)).products.map((p) => p.id)).toEqual([cake.id, bun.id, tea.id])
  })

  it('pages the list', async () => {
    const me = await newShopper()
    const made = []
    for (let i = 0; i < 5; i++) made.push(await createProduct(t.app, { name: `Paged ${i}` }))
    for (const p of made) await toggled(me, p.id)
    const first = await list(me, '?page=1&per_page=2')
    const third = await list(me, '?page=3&per_page=2')
    expect(first).toMatchObject({ current_page: 1, last_page: 3, total: 5 })
    expect(first.products.map((p) => p.id)).toEqual([made[4]!.id, made[3]!.id])
    expect(third.products.map((p) => p.id)).toEqual([made[0]!.id])
    expect((await list(me, '?page=4&per_page=2')).products).toEqual([])
  })

  it('keeps products no longer sold in the list as unavailable: inactive, deleted, or not sold at the branch; they can be removed', async () => {
    const me = await newShopper()
    const inactive = await createProduct(t.app, { name: 'Winter soup', selling_price: 310 })
    const deleted = await createProduct(t.app, { name: 'Old pastry', selling_price: 150 })
    const downtownOnly = await createProduct(t.app, {
      name: 'Downtown bagel',
      branches: [{ branch_id: riverside.id, is_available: false }],
    })
    const kept = await createProduct(t.app, { name: 'Croissant' })
    for (const p of [inactive, deleted, downtownOnly, kept]) await toggled(me, p.id)

    const { id: _id, ...doc } = inactive
    await updateProduct(t.app, inactive.id, { ...doc, is_active: false })
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${deleted.id}`, headers: ownerHeaders })
    expect(gone.statusCode).toBe(200)

    const downtown = await list(me)
    const availability = (page: { products: ListedProduct[] }) => page.products.map((p) => [p.name, p.is_available])
    expect(availability(downtown)).toEqual([
      ['Croissant', true],
      ['Downtown bagel', true],
      ['Old pastry', false],
      ['Winter soup', false],
    ])
    // A deleted product is drawn from what was kept when it was added.
    expect(downtown.products[2]).toEqual({
      id: deleted.id,
      name: 'Old pastry',
      slug: deleted.slug,
      price: 150,
      original_price: null,
      image: null,
      in_stock: false,
      has_options: false,
      is_available: false,
    })
    expect(availability(await list(me, `?branch_id=${riverside.id}`))).toEqual([
      ['Croissant', true],
      ['Downtown bagel', false],
      ['Old pastry', false],
      ['Winter soup', false],
    ])
    // The remove action works for what is gone, and nothing else is touched.
    expect(await toggled(me, deleted.id)).toEqual({ in_wishlist: false, count: 3 })
    expect(await toggled(me, inactive.id)).toEqual({ in_wishlist: false, count: 2 })
    expect(await ids(me)).toEqual([kept.id, downtownOnly.id])
    // Only adding needs the product to be sold where the shopper is.
    for (const id of [deleted.id, inactive.id]) expect((await toggle(me, { product_id: id })).statusCode).toBe(404)
    expect(await toggled(me, downtownOnly.id)).toEqual({ in_wishlist: false, count: 1 })
    const elsewhere = await toggle(me, { product_id: downtownOnly.id }, `?branch_id=${riverside.id}`)
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json().message).toBe('Product not found')
    expect(await ids(me)).toEqual([kept.id])
  })

  it('answers 404 to a product that does not exist, and adds nothing', async () => {
    const me = await newShopper()
    const res = await toggle(me, { product_id: 2_000_000_000 })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Product not found' })
    expect(await ids(me)).toEqual([])
  })

  it('refuses bad input with a 422 naming the field, and changes nothing', async () => {
    const me = await newShopper()
    const product = await createProduct(t.app, { name: 'Kept' })
    await toggled(me, product.id)
    const bodies: unknown[] = [
      {},
      { product_id: 'abc' },
      { product_id: 'Infinity' },
      { product_id: -1 },
      { product_id: 0 },
      { product_id: 1.5 },
      { product_id: 2_147_483_648 },
      { product_id: null },
      { product_id: [product.id] },
      { product_id: Array.from({ length: 100_000 }, (_, i) => i + 1) },
      { product_id: { id: product.id } },
      { product_id: product.id, user_id: 1 },
      [{ product_id: product.id }],
    ]
    for (const payload of bodies) {
      const res = await toggle(me, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422)
      expect(res.json().message).toEqual(expect.any(String))
    }
    for (const named of [{ product_id: 'abc' }, { product_id: -1 }, { product_id: 1.5 }]) {
      expect(JSON.stringify((await toggle(me, named)).json().errors)).toContain('product_id')
    }
    // 1e309 and a bare Infinity as JSON text (JSON.stringify would send null): neither is a product id.
    for (const raw of ['{"product_id":1e309}', '{"product_id":-1e309}', '{"product_id":Infinity}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/toggle-wishlist-product',
        headers: { ...me, 'content-type': 'application/json' },
        payload: raw,
      })
      expect(res.statusCode, raw).toBe(422)
    }
    for (const query of ['?page=1e309', '?page=Infinity', '?page=-1', '?page=abc', '?per_page=101', '?branch_id=1e309', '?page=1&x=1']) {
      const res = await t.app.inject({ url: `/api/get-wishlist${query}`, headers: me })
      expect(res.statusCode, query).toBe(422)
    }
    expect((await toggle(me, { product_id: product.id }, '?branch_id=0')).statusCode).toBe(422)
    expect(await ids(me)).toEqual([product.id])
  })

  it('answers 401 to a guest, a bad token and no credentials on every call', async () => {
    const product = await createProduct(t.app, { name: 'Guarded' })
    for (const headers of [{ 'guest-id': randomUUID() }, { authorization: 'Bearer not-a-token' }, {}] as Headers[]) {
      expect((await toggle(headers, { product_id: product.id })).statusCode).toBe(401)
      expect((await t.app.inject({ url: '/api/get-wishlist', headers })).statusCode).toBe(401)
      expect((await t.app.inject({ url: '/api/wishlist/ids', headers })).statusCode).toBe(401)
    }
  })

  it("never shows one shopper's wishlist to another; each toggle changes only the caller's list", async () => {
    const alice = await newShopper()
    const bob = await newShopper()
    const [a, b] = [await createProduct(t.app, { name: 'Alice pick' }), await createProduct(t.app, { name: 'Both' })]
    await toggled(alice, a.id)
    await toggled(alice, b.id)
    expect(await ids(bob)).toEqual([])
    expect((await list(bob)).products).toEqual([])
    // Bob's toggle of a product in Alice's list adds it to his, and takes nothing from hers.
    expect(await toggled(bob, b.id)).toEqual({ in_wishlist: true, count: 1 })
    expect(await ids(alice)).toEqual([b.id, a.id])
    expect(await toggled(bob, b.id)).toEqual({ in_wishlist: false, count: 0 })
    expect(await ids(alice)).toEqual([b.id, a.id])
    // There is no way to name another shopper's list: an extra field is refused.
    expect((await t.app.inject({ url: '/api/get-wishlist?user_id=1', headers: bob })).statusCode).toBe(422)
  })

  it('two parallel toggles are two flips: one adds, one removes, and the product ends where it was', async () => {
    const me = await newShopper()
    const product = await createProduct(t.app, { name: 'Raced' })
    const answers = await Promise.all([toggleOverHttp(me, product.id), toggleOverHttp(me, product.id)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(answers.map((a) => a.body).sort((x, y) => x.count - y.count)).toEqual([
      { in_wishlist: false, count: 0 },
      { in_wishlist: true, count: 1 },
    ])
    expect(await ids(me)).toEqual([])
  })

  it('20 parallel toggles of one product and 30 of different products each count once, in one order', async () => {
    const me = await newShopper()
    const one = await createProduct(t.app, { name: 'Tapped' })
    const flips = await Promise.all(Array.from({ length: 21 }, () => toggleOverHttp(me, one.id)))
    expect(flips.every((f) => f.status === 200)).toBe(true)
    // Taken in turn: 11 adds and 10 removes, so an odd number leaves it in.
    expect(flips.filter((f) => f.body.in_wishlist)).toHaveLength(11)
    expect(await ids(me)).toEqual([one.id])

    const many = []
    for (let i = 0; i < 30; i++) many.push(await createProduct(t.app, { name: `Parallel ${i}` }))
    const adds = await Promise.all(many.map((p) => toggleOverHttp(me, p.id)))
    expect(adds.every((a) => a.status === 200 && a.body.in_wishlist)).toBe(true)
    // Each add saw every add before it: the counts are 2..31, each once.
    expect(adds.map((a) => a.body.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2))
    expect(new Set(await ids(me)).size).toBe(31)
  })

  it(`holds at most ${MAX_WISHLIST_PRODUCTS} products, even when the last places are raced for`, async () => {
    const me = await newShopper()
    const { user } = (await t.app.inject({ url: '/api/user/details', headers: me })).json() as { user: { id: number } }
    // Filling 498 places through the API would need 498 products; rows of products long gone serve as well.
    const now = new Date().toISOString()
    await t.database.db.kysely
      .insertInto('wishlist_items')
      .values(
        Array.from({ length: MAX_WISHLIST_PRODUCTS - 2 }, (_, i) => ({
          user_id: user.id,
          product_id: 1_000_000 + i,
          name: `Gone ${i}`,
          slug: `gone-${i}`,
          image: null,
          price: 100,
          created_at: now,
        })),
      )
      .execute()
    const racers = []
    for (let i = 0; i < 5; i++) racers.push(await createProduct(t.app, { name: `Racer ${i}` }))
    const answers = await Promise.all(racers.map((p) => toggleOverHttp(me, p.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    const refused = answers.filter((a) => a.status === 422)
    expect(refused).toHaveLength(3)
    expect((refused[0]!.body as unknown as { message: string }).message).toBe(
      `Your wishlist holds at most ${MAX_WISHLIST_PRODUCTS} products. Remove one to add another`,
    )
    expect(await ids(me)).toHaveLength(MAX_WISHLIST_PRODUCTS)
    // Removing frees a place.
    const inList = racers.filter((_, i) => answers[i]!.status === 200)
    const outside = racers.filter((_, i) => answers[i]!.status === 422)
    expect(await toggled(me, inList[0]!.id)).toEqual({ in_wishlist: false, count: MAX_WISHLIST_PRODUCTS - 1 })
    expect(await toggled(me, outside[0]!.id)).toEqual({ in_wishlist: true, count: MAX_WISHLIST_PRODUCTS })
    expect((await list(me, '?page=25&per_page=20')).last_page).toBe(25)
  })

  it('leaves catalogue answers the same for everyone: a shopper with a wishlist gets the bytes a guest gets', async () => {
    const me = await newShopper()
    const product = await createProduct(t.app, { name: 'Shared bytes' })
    await toggled(me, product.id)
    for (const path of ['/api/get-products', `/api/get-product?slug=${product.slug}`]) {
      const guest = await t.app.inject({ url: path, headers: { 'guest-id': randomUUID() } })
      const shopper = await t.app.inject({ url: path, headers: me })
      expect(shopper.statusCode).toBe(200)
      expect(shopper.body).toBe(guest.body)
      expect(shopper.body).not.toContain('wishlist')
    }
  })
})
