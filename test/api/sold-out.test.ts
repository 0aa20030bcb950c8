import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIDE_SOLD_OUT_SETTING } from '@store/core'
import {
  addAddress,
  addToCart,
  createBranch,
  createCategory,
  createProduct,
  placeOrder,
  putSettings,
  registerShopper,
  STORE_SETTINGS,
  updateProduct,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

interface Card {
  id: number
  name: string
  in_stock: boolean
}
interface Page {
  products: Card[]
  total: number
  last_page: number
}

/**
 * Products sold out at the shopper's branch (decision 0039): listings, blocks and search show them
 * after the rest in the shop's order (or not at all when the owner hides them), the same order on
 * every page; their page and the cart say sold out.
 */
describe.skipIf(!databaseAvailable)('sold out', () => {
  let t: TestApp
  let branch: number
  let other: number
  let category: Awaited<ReturnType<typeof createCategory>>
  /** The category's products in the owner's order; B has none left, D none left at `branch` only. */
  const made: Record<'A' | 'B' | 'C' | 'D' | 'E', { id: number; slug: string }> = {} as never

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, STORE_SETTINGS)
    branch = (await createBranch(t.app, { name: 'Downtown' })).id
    other = (await createBranch(t.app, { name: 'Uptown' })).id
    category = await createCategory(t.app, { name: 'Pizzas' })
    const stocks = { A: null, B: 0, C: 4, D: 5, E: null } as const
    for (const [position, name] of (['A', 'B', 'C', 'D', 'E'] as const).entries()) {
      made[name] = await createProduct(t.app, {
        name: `Zucchini ${name}`,
        description: 'Thin crust',
        position,
        stock: stocks[name],
        category_slugs: [category.slug],
        ...(name === 'D' ? { branches: [{ branch_id: branch, stock: 0 }] } : {}),
      })
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = async <T = Page>(url: string): Promise<T> => {
    const res = await t.app.inject({ url })
    expect(res.statusCode, url).toBe(200)
    return res.json() as T
  }
  const names = (cards: Card[]) => cards.map((c) => c.name.replace('Zucchini ', ''))
  /** Every page of a listing, one after another. */
  async function allPages(url: string, perPage: number): Promise<Card[]> {
    const first = await get(`${url}&per_page=${perPage}&page=1`)
    const rest = []
    for (let page = 2; page <= first.last_page; page++) rest.push(await get(`${url}&per_page=${perPage}&page=${page}`))
    return [first, ...rest].flatMap((p) => p.products)
  }
  async function hiding<T>(hide: boolean, run: () => Promise<T>): Promise<T> {
    await putSettings(t.app, { [HIDE_SOLD_OUT_SETTING]: hide })
    try {
      return await run()
    } finally {
      await putSettings(t.app, { [HIDE_SOLD_OUT_SETTING]: false })
    }
  }
  const categoryUrl = () => `/api/get-category-products?slug=${category.slug}&branch_id=${branch}`

  it('lists sold-out products after the rest, each group in the shop’s order, the same on every page', async () => {
    const all = await get(`${categoryUrl()}&per_page=100`)
    expect(names(all.products)).toEqual(['A', 'C', 'E', 'B', 'D'])
    expect(all.products.map((c) => c.in_stock)).toEqual([true, true, true, false, false])
    expect(all.total).toBe(5)
    for (const perPage of [1, 2, 3, 4])
      expect(names(await allPages(categoryUrl(), perPage)), `per_page ${perPage}`).toEqual(names(all.products))
    // At a branch with stock of its own, D is sold as usual.
    expect(names((await get(`/api/get-category-products?slug=${category.slug}&branch_id=${other}&per_page=100`)).products)).toEqual([
      'A',
      'C',
      'D',
      'E',
      'B',
    ])
  })

  it('orders the whole listing and search the same way', async () => {
    const listing = await allPages(`/api/get-products?branch_id=${branch}`, 2)
    expect(names(listing)).toEqual(['A', 'C', 'E', 'B', 'D'])
    const found = await allPages(`/api/search-products?q=zucchini&branch_id=${branch}`, 2)
    expect(found.slice(3).map((c) => c.in_stock)).toEqual([false, false])
    expect(names(found.slice(0, 3)).sort()).toEqual(['A', 'C', 'E'])
    expect(names(found.slice(3)).sort()).toEqual(['B', 'D'])
  })

  it('says sold out in the product and search payloads, per branch', async () => {
    const product = async (slug: string, at: number) =>
      (await get<{ product: { in_stock: boolean } }>(`/api/get-product?slug=${slug}&branch_id=${at}`)).product
    expect(await product(made.B.slug, branch)).toMatchObject({ in_stock: false })
    expect(await product(made.D.slug, branch)).toMatchObject({ in_stock: false })
    expect(await product(made.D.slug, other)).toMatchObject({ in_stock: true })
    expect(await product(made.C.slug, branch)).toMatchObject({ in_stock: true })
    const found = (await get(`/api/search-products?q=zucchini%20d&branch_id=${branch}`)).products
    expect(found).toEqual([expect.objectContaining({ id: made.D.id, in_stock: false })])
  })

  it('leaves sold-out products out of listings, blocks and search when the owner hides them, but keeps their pages', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/layout',
      headers: ownerHeaders,
      payload: {
        entries: [
          { code: 'products_display', type: 'designElement', data: { product_ids: [made.B.id, made.A.id, made.D.id, made.C.id] } },
          { code: 'product_horizontal_strip', type: 'designElement', data: { category_slug: category.slug, limit: 4 } },
        ],
      },
    })
    const blocks = async () =>
      (await get<{ layout: { data: { products: Card[] } }[] }>(`/api/get-data?branch_id=${branch}`)).layout.map((e) =>
        names(e.data.products),
      )
    expect(await blocks()).toEqual([
      ['A', 'C', 'B', 'D'],
      ['A', 'C', 'E', 'B'],
    ])
    await hiding(true, async () => {
      const shown = await get(`${categoryUrl()}&per_page=2`)
      expect(names(shown.products)).toEqual(['A', 'C'])
      expect(shown).toMatchObject({ total: 3, last_page: 2 })
      expect(names(await allPages(categoryUrl(), 2))).toEqual(['A', 'C', 'E'])
      expect(names(await allPages(`/api/get-products?branch_id=${branch}`, 2))).toEqual(['A', 'C', 'E'])
      const found = await get(`/api/search-products?q=zucchini&branch_id=${branch}`)
      expect(names(found.products).sort()).toEqual(['A', 'C', 'E'])
      expect(found.total).toBe(3)
      expect(await blocks()).toEqual([
        ['A', 'C'],
        ['A', 'C', 'E'],
      ])
      // Its page (reached from a cart, a wishlist or a link) still says it is sold out.
      expect((await get<{ product: Card }>(`/api/get-product?slug=${made.B.slug}&branch_id=${branch}`)).product.in_stock).toBe(false)
      expect((await get<{ settings: Record<string, unknown> }>('/api/get-data')).settings[HIDE_SOLD_OUT_SETTING]).toBe(true)
    })
    expect(names(await allPages(categoryUrl(), 2))).toEqual(['A', 'C', 'E', 'B', 'D'])
  })

  it('refuses a hide setting that is not true or false', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ownerHeaders,
      payload: { [HIDE_SOLD_OUT_SETTING]: 'sometimes' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ errors: [{ path: HIDE_SOLD_OUT_SETTING, message: 'must be true or false' }] })
  })

  it('moves a product behind the rest when an order takes its last one, and back when the order is cancelled', async () => {
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    // The listing is counted and cached before the order, as a busy store's would be.
    expect(names(await allPages(categoryUrl(), 2))).toEqual(['A', 'C', 'E', 'B', 'D'])
    await addToCart(t.app, shopper.headers, branch, made.C.id, 4)
    const order = await placeOrder(t.app, shopper.headers, branch, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })
    expect(names(await allPages(categoryUrl(), 2))).toEqual(['A', 'E', 'B', 'C', 'D'])
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/cancel-order',
      headers: shopper.headers,
      payload: { order_id: order.id },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(names(await allPages(categoryUrl(), 2))).toEqual(['A', 'C', 'E', 'B', 'D'])
  })

  it('says a cart line is sold out when its branch has none left, and recommends no sold-out product', async () => {
    const shopper = await registerShopper(t.app)
    // The branch's own figure runs out while the product's stock elsewhere does not.
    const { id, ...doc } = await createProduct(t.app, { name: 'Margherita Pizza', stock: 9, branches: [{ branch_id: branch, stock: 1 }] })
    await addToCart(t.app, shopper.headers, branch, id)
    await updateProduct(t.app, id, { ...doc, branches: [{ branch_id: branch, stock: 0 }] })
    const res = await t.app.inject({ url: `/api/get-cart?branch_id=${branch}`, headers: shopper.headers })
    expect(res.json().adjusted_cart_items).toEqual([
      expect.objectContaining({
        product_id: id,
        reason: 'sold_out',
        message: 'Margherita Pizza is sold out and is not counted in your total',
      }),
    ])
    const recommended = await t.app.inject({ url: `/api/get-cart-recommended-products?branch_id=${branch}`, headers: shopper.headers })
    const ids = (recommended.json().products as Card[]).map((c) => c.id)
    expect(ids).toContain(made.A.id)
    expect(ids).not.toContain(made.B.id)
  })

  it('shows a saved product as sold out in the wishlist, hidden or not', async () => {
    const shopper = await registerShopper(t.app)
    for (const p of [made.A, made.B]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/toggle-wishlist-product?branch_id=${branch}`,
        headers: shopper.headers,
        payload: { product_id: p.id },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const wishlist = async () =>
      (await t.app.inject({ url: `/api/get-wishlist?branch_id=${branch}`, headers: shopper.headers })).json().products as (Card & {
        is_available: boolean
      })[]
    const expected = [
      expect.objectContaining({ id: made.B.id, in_stock: false, is_available: true }),
      expect.objectContaining({ id: made.A.id, in_stock: true, is_available: true }),
    ]
    expect(await wishlist()).toEqual(expected)
    expect(await hiding(true, wishlist)).toEqual(expected)
  })
})
