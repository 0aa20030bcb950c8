import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOW_STOCK_AT, OWNER_PRODUCTS_PER_PAGE, type OwnerProductPage } from '@store/core'
import { createBranch, createCategory, createProduct, unique, updateProduct } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** The owner's product list (search, filters, paging) and bulk actions, on SQLite and PostgreSQL. */
describe.skipIf(!databaseAvailable)('owner product list and bulk actions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const list = async (query: Record<string, string | number | boolean>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
    const res = await t.app.inject({ url: `/api/admin/products?${qs}`, headers: ownerHeaders })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as OwnerProductPage
  }
  const bulk = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: ownerHeaders, payload })
  const product = async (id: number) =>
    (await t.app.inject({ url: `/api/admin/products/${id}`, headers: ownerHeaders })).json() as {
      selling_price: number
      stock: number | null
      is_active: boolean
      branches: { branch_id: number; is_available: boolean; stock: number | null; selling_price: number | null }[]
      combinations: { price: number }[]
    }

  it('searches by the start of words, filters by category, branch availability and stock state', async () => {
    const word = unique('zanzibar').replace('-', '')
    const branch = await createBranch(t.app)
    const category = await createCategory(t.app)
    const plenty = await createProduct(t.app, { name: `${word} curry`, stock: null, category_slugs: [category.slug] })
    const low = await createProduct(t.app, { name: `${word} rice`, stock: LOW_STOCK_AT })
    const gone = await createProduct(t.app, { name: `${word} naan`, stock: 0 })
    const offHere = await createProduct(t.app, {
      name: `${word} tea`,
      stock: 40,
      branches: [{ branch_id: branch.id, is_available: false, stock: 0 }],
    })
    const ids = (page: OwnerProductPage) => page.items.map((p) => p.id)

    expect(ids(await list({ q: word.slice(0, 6) }))).toEqual([offHere.id, gone.id, low.id, plenty.id])
    expect(ids(await list({ q: `${word} ri` }))).toEqual([low.id])
    // A plural finds the singular (decision 0004), in a category too (PostgreSQL's other index).
    expect(ids(await list({ q: `${word} curries` }))).toEqual([plenty.id])
    expect(ids(await list({ q: `${word} curries`, category_id: category.id }))).toEqual([plenty.id])
    expect(ids(await list({ q: word, category_id: category.id }))).toEqual([plenty.id])
    expect(ids(await list({ q: word, stock: 'low' }))).toEqual([low.id])
    expect(ids(await list({ q: word, stock: 'sold_out' }))).toEqual([gone.id])
    expect(ids(await list({ q: word, stock: 'in_stock' }))).toEqual([offHere.id, plenty.id])
    // At the branch, its own stock wins: the tea is sold out there.
    expect(ids(await list({ q: word, stock: 'sold_out', branch_id: branch.id }))).toEqual([offHere.id, gone.id])
    expect(ids(await list({ q: word, branch_id: branch.id, available: false }))).toEqual([offHere.id])
    expect(ids(await list({ q: word, branch_id: branch.id, available: true }))).toEqual([gone.id, low.id, plenty.id])
    // Sold out of its own stock but restocked at the branch: low there, sold out elsewhere.
    const restocked = await createProduct(t.app, {
      name: `${word} lassi`,
      stock: 0,
      branches: [{ branch_id: branch.id, stock: LOW_STOCK_AT }],
    })
    expect(ids(await list({ q: word, stock: 'sold_out', branch_id: branch.id }))).toEqual([offHere.id, gone.id])
    expect(ids(await list({ q: word, stock: 'low', branch_id: branch.id }))).toEqual([restocked.id, low.id])
    expect(ids(await list({ q: word, stock: 'sold_out' }))).toEqual([restocked.id, gone.id])
    const [first] = (await list({ q: `${word} curry` })).items
    expect(first).toMatchObject({ name: `${word} curry`, selling_price: 500, is_active: true, stock: null, image: null })
  })

  it('filters a category by stock state, at a branch or not, and pages it', async () => {
    // Within a category the stock set is still read first, then kept to the category (decision 0056).
    const word = unique('okapi').replace('-', '')
    const branch = await createBranch(t.app)
    const [home, away] = [await createCategory(t.app), await createCategory(t.app)]
    const make = (stock: number | null, branchStock?: number | null, slugs = [home.slug]) =>
      createProduct(t.app, {
        name: `${word} ${stock}`,
        stock,
        category_slugs: slugs,
        branches: branchStock === undefined ? [] : [{ branch_id: branch.id, stock: branchStock }],
      })
    const uncounted = await make(null)
    const gone = await make(0)
    const low = await make(LOW_STOCK_AT)
    const few = await make(1)
    const plenty = await make(LOW_STOCK_AT + 1)
    // The branch's own figure wins where set; a branch row without one leaves the product's.
    const goneHere = await make(40, 0)
    const lowHere = await make(0, 2)
    const countedHere = await make(null, 3)
    const uncountedHere = await make(0, null)
    // The same states outside the category, in another one or none.
    for (const slugs of [[away.slug], []]) for (const s of [null, 0, 1, 40]) await make(s, s === 40 ? 0 : undefined, slugs)
    const newest = (...ps: { id: number }[]) => ps.map((p) => p.id).sort((a, b) => b - a)
    const ids = async (query: Record<string, string | number>) => (await list({ category_id: home.id, ...query })).items.map((p) => p.id)

    expect(await ids({ stock: 'sold_out' })).toEqual(newest(gone, lowHere, uncountedHere))
    expect(await ids({ stock: 'low' })).toEqual(newest(low, few))
    expect(await ids({ stock: 'in_stock' })).toEqual(newest(uncounted, plenty, goneHere, countedHere))
    expect(await ids({ stock: 'sold_out', branch_id: branch.id })).toEqual(newest(gone, goneHere, uncountedHere))
    expect(await ids({ stock: 'low', branch_id: branch.id })).toEqual(newest(low, few, lowHere, countedHere))
    expect(await ids({ stock: 'in_stock', branch_id: branch.id })).toEqual(newest(uncounted, plenty))
    expect(await ids({ stock: 'low', q: `${word} 1` })).toEqual(newest(few))
    expect(await ids({ stock: 'sold_out', q: word, branch_id: branch.id })).toEqual(newest(gone, goneHere, uncountedHere))

    const more = []
    for (let i = 0; i < OWNER_PRODUCTS_PER_PAGE; i++) more.push(await make(0))
    const soldOut = newest(gone, lowHere, uncountedHere, ...more)
    const first = await list({ category_id: home.id, stock: 'sold_out' })
    expect([first.items.map((p) => p.id), first.has_more]).toEqual([soldOut.slice(0, OWNER_PRODUCTS_PER_PAGE), true])
    const second = await list({ category_id: home.id, stock: 'sold_out', page: 2 })
    expect([second.items.map((p) => p.id), second.has_more]).toEqual([soldOut.slice(OWNER_PRODUCTS_PER_PAGE), false])
  })

  it('pages newest first and says whether more follow', async () => {
    const word = unique('paging').replace('-', '')
    for (let i = 0; i < OWNER_PRODUCTS_PER_PAGE + 1; i++) await createProduct(t.app, { name: `${word} ${i}` })
    const first = await list({ q: word })
    expect(first.items).toHaveLength(OWNER_PRODUCTS_PER_PAGE)
    expect(first.has_more).toBe(true)
    const second = await list({ q: word, page: 2 })
    expect(second.items.map((p) => p.name)).toEqual([`${word} 0`])
    expect(second.has_more).toBe(false)
  })

  it('finds matches older than the newest products, alone or beside newer ones, across pages', async () => {
    // PostgreSQL tries the newest products first and asks the full-text index when they do not fill the
    // page (decision 0056): matches on both sides of that window, and one far behind it.
    const word = unique('quokka').replace('-', '')
    const category = await createCategory(t.app)
    const old = []
    for (let i = 0; i < 30; i++)
      old.push(await createProduct(t.app, { name: `${word} old ${i}`, category_slugs: i % 2 ? [category.slug] : [] }))
    await addFillers(5_100)
    const recent = []
    for (let i = 0; i < 30; i++) recent.push(await createProduct(t.app, { name: `${word} new ${i}` }))
    const newestFirst = [...old, ...recent].map((p) => p.id).reverse()

    const first = await list({ q: word.slice(0, 6) })
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, OWNER_PRODUCTS_PER_PAGE))
    expect(first.has_more).toBe(true)
    const second = await list({ q: word.slice(0, 6), page: 2 })
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(OWNER_PRODUCTS_PER_PAGE))
    expect(second.has_more).toBe(false)
    // Only old ones: in a category, and by a word only the oldest has.
    const inCategory = old.filter((_, i) => i % 2).map((p) => p.id)
    expect((await list({ q: word, category_id: category.id })).items.map((p) => p.id)).toEqual(inCategory.reverse())
    expect((await list({ q: `${word} old 0` })).items.map((p) => p.id)).toEqual([old[0]!.id])
  })

  it("finds a category's matches behind its newest products, and follows a product into another category", async () => {
    // Within a category PostgreSQL tries the category's newest 1,000 products, then the index that holds
    // each product's words and categories together, kept by triggers on product_categories (decision 0056).
    const word = unique('wombat').replace('-', '')
    const [home, away] = [await createCategory(t.app), await createCategory(t.app)]
    const old = []
    for (let i = 0; i < 3; i++) old.push(await createProduct(t.app, { name: `${word} old ${i}`, category_slugs: [home.slug] }))
    const fillers = await addFillers(1_100, home.id)
    const recent = await createProduct(t.app, { name: `${word} new`, category_slugs: [home.slug] })
    await createProduct(t.app, { name: `${word} elsewhere`, category_slugs: [away.slug] })
    const idsOf = async (q: string, categoryId: number) => (await list({ q, category_id: categoryId })).items.map((p) => p.id)

    expect(await idsOf(word, home.id)).toEqual([recent.id, ...old.map((p) => p.id).reverse()])
    // Dense: the category's newest fillers fill the page.
    const dense = await list({ q: 'filler', category_id: home.id })
    expect(dense.items.map((p) => p.id)).toEqual(fillers.slice(-OWNER_PRODUCTS_PER_PAGE).reverse())
    expect(dense.has_more).toBe(true)
    // The category itself is never a word: typing the start of "category" finds no product.
    expect(await idsOf('categ', home.id)).toEqual([])

    await updateProduct(t.app, old[0]!.id, { name: old[0]!.name, slug: old[0]!.slug, selling_price: 500, category_slugs: [away.slug] })
    expect(await idsOf(`${word} old`, home.id)).toEqual([old[2]!.id, old[1]!.id])
    expect(await idsOf(`${word} old`, away.id)).toEqual([old[0]!.id])
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${old[1]!.id}`, headers: ownerHeaders })
    expect(await idsOf(`${word} old`, home.id)).toEqual([old[2]!.id])
  })

  /**
   * Products that match no test's word, written straight into the table (through the API, 5,000 would
   * take minutes), in the category when one is given. Their ids, oldest first.
   */
  async function addFillers(count: number, categoryId?: number): Promise<number[]> {
    const db = t.database.db.kysely
    const now = new Date().toISOString()
    const tag = unique('filler')
    const ids: number[] = []
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        name: `Filler ${start + i}`,
        slug: `${tag}-${start + i}`,
        description: '',
        images: '[]',
        selling_price: 100,
        is_active: 1,
        has_options: 0,
        position: 0,
        created_at: now,
      }))
      const inserted = await db.insertInto('products').values(rows).returning('id').execute()
      if (categoryId !== undefined)
        await db
          .insertInto('product_categories')
          .values(inserted.map((r) => ({ product_id: r.id, category_id: categoryId })))
          .execute()
      ids.push(...inserted.map((r) => r.id))
    }
    return ids
  }

  it('moves prices by an amount or a percent, with branch and combination prices, never below zero', async () => {
    const branch = await createBranch(t.app)
    const a = await createProduct(t.app, { selling_price: 1000, branches: [{ branch_id: branch.id, selling_price: 1200 }] })
    const b = await createProduct(t.app, {
      selling_price: 300,
      attributes: [{ name: 'Size', values: [{ value: 'S' }, { value: 'L' }] }],
      combinations: [
        { values: ['S'], price: 300 },
        { values: ['L'], price: 500 },
      ],
    })
    const moved = await bulk({ ids: [a.id, b.id], action: { kind: 'price', by: 'percent', value: 10 } })
    expect(moved.json(), moved.body).toEqual({ updated: 2 })
    expect((await product(a.id)).selling_price).toBe(1100)
    expect((await product(a.id)).branches[0]!.selling_price).toBe(1320)
    expect((await product(b.id)).combinations.map((c) => c.price)).toEqual([330, 550])
    await bulk({ ids: [a.id, b.id], action: { kind: 'price', by: 'amount', value: -400 } })
    expect((await product(a.id)).selling_price).toBe(700)
    expect((await product(b.id)).selling_price).toBe(0)
    expect((await product(b.id)).combinations.map((c) => c.price)).toEqual([0, 150])
    // The storefront follows at once (the catalogue's cache version moved).
    const card = (await t.app.inject({ url: `/api/get-product?slug=${a.slug}&branch_id=${branch.id}` })).json().product
    expect(card.selling_price).toBe(920)
  })

  it('sets stock, availability per branch and active; a selection with an unknown product changes nothing', async () => {
    const branch = await createBranch(t.app)
    const a = await createProduct(t.app, { stock: 3 })
    const b = await createProduct(t.app, { stock: 9, branches: [{ branch_id: branch.id, selling_price: 800 }] })
    await bulk({ ids: [a.id, b.id], action: { kind: 'stock', stock: 25 } })
    expect([(await product(a.id)).stock, (await product(b.id)).stock]).toEqual([25, 25])
    await bulk({ ids: [a.id, b.id], action: { kind: 'stock', stock: 0, branch_id: branch.id } })
    expect((await product(b.id)).branches).toEqual([
      { branch_id: branch.id, is_available: true, selling_price: 800, original_price: null, stock: 0 },
    ])
    expect((await product(a.id)).branches[0]).toMatchObject({ branch_id: branch.id, stock: 0, is_available: true, selling_price: null })
    await bulk({ ids: [a.id], action: { kind: 'availability', branch_id: branch.id, is_available: false } })
    expect((await product(a.id)).branches[0]).toMatchObject({ is_available: false, stock: 0 })
    await bulk({ ids: [a.id, b.id], action: { kind: 'active', is_active: false } })
    expect([(await product(a.id)).is_active, (await product(b.id)).is_active]).toEqual([false, false])

    const refused = await bulk({ ids: [a.id, 2_000_000_000], action: { kind: 'active', is_active: true } })
    expect(refused.statusCode).toBe(404)
    expect((await product(a.id)).is_active).toBe(false)
    expect((await bulk({ ids: [a.id], action: { kind: 'availability', branch_id: 999_999, is_available: true } })).statusCode).toBe(422)
    expect((await bulk({ ids: [], action: { kind: 'active', is_active: true } })).statusCode).toBe(422)
    expect((await bulk({ ids: [a.id], action: { kind: 'price', by: 'percent', value: 10, extra: 1 } })).statusCode).toBe(422)
  })

  it('refuses an impossible product with the field named, and writes nothing', async () => {
    const slug = unique('impossible')
    const doc = {
      name: 'Impossible pizza',
      slug,
      selling_price: 900,
      attributes: [{ name: 'Size', values: [{ value: 'S' }, { value: 'L' }] }],
      combinations: [
        { values: ['S'], price: 900 },
        { values: ['L'], price: 1300 },
      ],
    }
    const post = (groups: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: ownerHeaders,
        payload: { ...doc, multi_selectable_attributes: groups },
      })
    const tooMany = await post([{ name: 'Sauce', min_select: 3, values: [{ value: 'Red' }, { value: 'White' }] }])
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors).toEqual([{ path: 'multi_selectable_attributes/0', message: 'min_select exceeds the number of values' }])
    const ghost = await post([{ name: 'Sauce', values: [{ value: 'Red', dependencies: ['XL'] }] }])
    expect(ghost.json().errors).toEqual([
      { path: 'multi_selectable_attributes/0/values/0/dependencies', message: 'unknown value ref "XL"' },
    ])
    const never = await post([
      {
        name: 'Extras',
        min_select: 2,
        values: [
          { value: 'Ham', dependencies: ['L'] },
          { value: 'Olives', dependencies: ['S'] },
        ],
      },
    ])
    expect(never.statusCode).toBe(422)
    expect(never.json().errors[0].path).toBe('multi_selectable_attributes/0/min_select')
    expect((await list({ q: 'impossible' })).items.filter((p) => p.slug === slug)).toEqual([])
  })
})
