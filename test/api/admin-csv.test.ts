import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSV_MAX_BYTES, type ImportCheck, type ImportProgress, type OwnerProduct } from '@store/core'
import {
  addToCart,
  createBranch,
  createBurger,
  createCategory,
  createPizza,
  createProduct,
  placeOrder,
  registerShopper,
} from '../support/factories.ts'
import { multipart } from '../support/multipart.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import type { App } from '../../apps/server/src/app.ts'

/** CSV export and import (decision 0093): the round trip into an empty store, every row's problems, the guards. */
const HEADER =
  'slug,name,description,selling_price,original_price,stock,is_active,position,tax_rate_bp,category_slugs,category_names,images,options,combinations,add_ons,branches'

const upload = (app: App, url: string, data: string | Buffer, headers: Record<string, string> = ownerHeaders, type = 'text/csv') => {
  const form = multipart([{ name: 'file', filename: 'products.csv', type, data }])
  return app.inject({ method: 'POST', url: `/api/admin${url}`, headers: { ...headers, ...form.headers }, payload: form.payload })
}
const exportCsv = async (app: App, what: string) => {
  const res = await app.inject({ url: `/api/admin/export/${what}`, headers: ownerHeaders })
  expect(res.statusCode, res.body).toBe(200)
  return res
}
const progressLines = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportProgress)

/** Every product of a store by slug, with branches named instead of numbered (ids differ between stores). */
async function catalogue(app: App) {
  const branches = (await app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items as { id: number; name: string }[]
  const branchName = new Map(branches.map((b) => [b.id, b.name]))
  const products: Record<string, unknown> = {}
  for (let page = 1; ; page++) {
    const list = (await app.inject({ url: `/api/admin/products?page=${page}`, headers: ownerHeaders })).json()
    for (const { id } of list.items as { id: number }[]) {
      const {
        id: _id,
        branches: own,
        ...product
      } = (await app.inject({ url: `/api/admin/products/${id}`, headers: ownerHeaders })).json() as OwnerProduct
      products[product.slug] = { ...product, branches: own.map(({ branch_id, ...b }) => ({ branch: branchName.get(branch_id), ...b })) }
    }
    if (!list.has_more) break
  }
  const categories = (await app.inject({ url: '/api/admin/categories', headers: ownerHeaders })).json().items as {
    slug: string
    name: string
  }[]
  return { products, categories: categories.map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.slug.localeCompare(b.slug)) }
}

describe.skipIf(!databaseAvailable)('owner CSV export and import', () => {
  let source: TestApp
  let target: TestApp
  beforeAll(async () => {
    source = await createTestApp({ seed: 'empty' })
    target = await createTestApp({ seed: 'empty' })
    const north = await createBranch(source.app, { name: 'North' })
    const south = await createBranch(source.app, { name: 'South' })
    for (const app of [target.app]) {
      await createBranch(app, { name: 'North' })
      await createBranch(app, { name: 'South' })
    }
    const mains = await createCategory(source.app, { name: 'Mains, hot', slug: 'mains' })
    const drinks = await createCategory(source.app, { name: 'Drinks "cold"', slug: 'drinks' })
    await createPizza(source.app, {
      category_slugs: [mains.slug],
      branches: [{ branch_id: north.id, selling_price: 1200, original_price: 1400, stock: 3, is_available: true }],
    })
    await createBurger(source.app, { category_slugs: [mains.slug], branches: [{ branch_id: south.id, is_available: false }] })
    await createProduct(source.app, {
      name: '=HYPERLINK("http://evil.example","click")',
      slug: 'formula-name',
      description: 'Line one, with a comma\nline two "quoted"\n-starts with a minus, €, 日本',
      selling_price: 250,
      stock: 0,
      is_active: false,
      tax_rate_bp: 500,
      category_slugs: [drinks.slug, mains.slug],
      images: [{ url: 'https://cdn.example/soda.png', width: 640, height: 480, alt: '@alt text' }],
    })
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
  })

  it('exports products with a file name, guarding formula cells, and imports them into an empty store as the same catalogue', async () => {
    const exported = await exportCsv(source.app, 'products')
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(exported.body.startsWith(`${HEADER}\r\n`)).toBe(true)
    // OWASP: a cell that starts with = + - @ gets an apostrophe, and is quoted when it holds quotes or commas.
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(exported.body).not.toMatch(/(^|,)=HYPERLINK/m)

    const check = await upload(target.app, '/import/products/check', exported.body)
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json()).toEqual({
      rows: 3,
      create: 3,
      update: 0,
      new_categories: ['Mains, hot', 'Drinks "cold"'],
      problems: [],
    } satisfies ImportCheck)

    const applied = await upload(target.app, '/import/products', exported.body)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.headers['content-type']).toBe('application/x-ndjson')
    expect(progressLines(applied.body)).toEqual([
      { done: 3, total: 3, created: 3, updated: 0, finished: false },
      { done: 3, total: 3, created: 3, updated: 0, finished: true },
    ])
    expect(await catalogue(target.app)).toEqual(await catalogue(source.app))
    expect((await exportCsv(target.app, 'products')).body).toBe(exported.body)

    // Importing the same file again replaces each product by its slug: nothing new, nothing lost.
    const again = await upload(target.app, '/import/products', exported.body)
    expect(progressLines(again.body).at(-1)).toEqual({ done: 3, total: 3, created: 0, updated: 3, finished: true })
    expect(await catalogue(target.app)).toEqual(await catalogue(source.app))

    // The import is one audit entry with its counts, not one per product.
    const audit = (await target.app.inject({ url: '/api/admin/audit?object_type=product_import', headers: ownerHeaders })).json()
    expect(audit.items).toHaveLength(2)
    expect(audit.items[0].changes).toMatchObject({ rows: { after: 3 }, created: { after: 0 }, updated: { after: 3 } })
    expect(audit.items[1].changes).toMatchObject({ rows: { after: 3 }, created: { after: 3 }, categories: { after: 2 } })
  })

  it("lists every row's problems with its row and column, and a file with any problem writes nothing", async () => {
    const long = 'x'.repeat(201)
    const csv = [
      HEADER,
      'fine-one,Fine,,500,,,,,,,,,,,,',
      'too-big,Too big,,1e309,,,,,,,,,,,,',
      `long-name,${long},,500,,-1,maybe,,,,,,not json,,,`,
      'bad-refs,Bad refs,,500,,,,,,,,,"[{""name"":""Size"",""values"":[{""value"":""S""}]}]","[{""values"":[""XL""],""price"":500}]",,"[{""branch"":""Nowhere""}]"',
      'fine-one,Twice,,500,,,,,,,,,,,,',
      'Bad Slug,Bad slug,,12.50,,,,,,,,,,,,',
    ].join('\r\n')
    const check = await upload(target.app, '/import/products/check', csv)
    expect(check.statusCode, check.body).toBe(200)
    const problems = (check.json() as ImportCheck).problems.map(({ row, column }) => `${row}:${column}`)
    expect(problems).toEqual(
      expect.arrayContaining([
        '2:selling_price',
        '3:name',
        '3:stock',
        '3:is_active',
        '3:options',
        '4:combinations',
        '4:branches',
        '5:slug',
        '6:slug',
        '6:selling_price',
      ]),
    )
    expect(problems.some((p) => p.startsWith('1:'))).toBe(false)

    const applied = await upload(target.app, '/import/products', csv)
    expect(applied.statusCode).toBe(422)
    expect(applied.json().message).toMatch(/^Row 2, selling_price: /)
    expect(applied.json().errors[0]).toMatchObject({ path: 'rows/2/selling_price' })
    const found = await target.app.inject({ url: '/api/admin/products?q=Fine', headers: ownerHeaders })
    expect(found.json().items).toEqual([])
  })

  it('refuses a file that is not a CSV: wrong type, binary junk, a bad header, no file, too many bytes', async () => {
    expect((await upload(target.app, '/import/products/check', 'slug,name\r\n', ownerHeaders, 'image/png')).statusCode).toBe(422)
    const junk = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe])
    expect((await upload(target.app, '/import/products/check', junk)).statusCode).toBe(422)
    const header = await upload(target.app, '/import/products/check', 'slug,name,price\r\na,b,1\r\n')
    expect(header.json().problems).toEqual(
      expect.arrayContaining([
        { row: 0, column: 'selling_price', message: 'column is missing' },
        expect.objectContaining({ row: 0, column: 'price' }),
      ]),
    )
    const json = await target.app.inject({
      method: 'POST',
      url: '/api/admin/import/products/check',
      headers: ownerHeaders,
      payload: { rows: [] },
    })
    expect(json.statusCode).toBe(422)
    const big = await upload(target.app, '/import/products/check', Buffer.alloc(CSV_MAX_BYTES + 1, 'a'))
    expect(big.statusCode).toBe(422)
    expect(big.json().message).toMatch(/at most 20 MB/)
  })

  it('exports orders of a date range and the customers', async () => {
    const shopper = await registerShopper(source.app, 'Exporter')
    const branches = (await source.app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items as { id: number }[]
    const product = await createProduct(source.app, { name: 'Exported', selling_price: 700 })
    await addToCart(source.app, shopper.headers, branches[0]!.id, product.id, 2)
    const order = await placeOrder(source.app, shopper.headers, branches[0]!.id, { fulfilment: 'pickup', payment_method: 'cod' })

    const today = new Date().toISOString().slice(0, 10)
    const orders = await source.app.inject({ url: `/api/admin/export/orders?from=2026-01-01&to=${today}`, headers: ownerHeaders })
    expect(orders.statusCode, orders.body).toBe(200)
    const lines = orders.body.trim().split('\r\n')
    expect(lines[0]).toMatch(/^number,placed_at,status,customer_id,customer_name,customer_email,/)
    expect(lines.find((l) => l.startsWith(`${order.number},`))).toContain(`,Exporter,${shopper.email},`)
    const none = await source.app.inject({ url: '/api/admin/export/orders?from=2020-01-01&to=2020-01-31', headers: ownerHeaders })
    expect(none.body.trim().split('\r\n')).toHaveLength(1)
    for (const query of ['from=2026-02-30&to=2026-03-01', `from=${today}&to=2026-01-01`, 'from=1e309&to=2026-01-01', 'from=2026-01-01']) {
      expect((await source.app.inject({ url: `/api/admin/export/orders?${query}`, headers: ownerHeaders })).statusCode, query).toBe(422)
    }

    const customers = await exportCsv(source.app, 'customers')
    expect(customers.body.split('\r\n')[0]).toBe('id,name,email,phone,created_at,orders,wallet_balance')
    expect(customers.body).toContain(`,Exporter,${shopper.email},`)
  })

  it('is for managers and owners: staff get 403', async () => {
    const staff = await staffSession(source.app, 'staff')
    const manager = await staffSession(source.app, 'manager')
    expect((await source.app.inject({ url: '/api/admin/export/products', headers: staff.headers })).statusCode).toBe(403)
    expect((await upload(source.app, '/import/products/check', `${HEADER}\r\n`, staff.headers)).statusCode).toBe(403)
    expect((await upload(source.app, '/import/products', `${HEADER}\r\n`, staff.headers)).statusCode).toBe(403)
    expect((await source.app.inject({ url: '/api/admin/export/customers', headers: manager.headers })).statusCode).toBe(200)
  })
})
