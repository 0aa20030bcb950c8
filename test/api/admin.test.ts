import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const pizzaDoc = (slug: string) => ({
  name: 'Test Pizza',
  slug,
  selling_price: 1000,
  category_slugs: ['pizzas'],
  images: [{ url: '/demo-images/picture.svg?label=x&hue=1&w=10&h=10', width: 10, height: 10 }],
  attributes: [{ name: 'Size', values: [{ value: 'S' }, { value: 'L' }] }],
  combinations: [
    { values: ['S'], price: 1000 },
    { values: ['L'], price: 1400 },
  ],
  multi_selectable_attributes: [
    {
      name: 'Toppings',
      min_select: 1,
      max_select: 2,
      values: [
        { value: 'Basil', price: 50, dependencies: ['L'] },
        { value: 'Ham', price: 200, variant_prices: [{ variant: ['L'], price: 300 }] },
      ],
    },
  ],
})

describe.skipIf(!databaseAvailable)('owner API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, ...(payload ? { payload } : {}) })
  const productCount = async () => (await t.app.inject({ url: '/api/get-products' })).json().total as number

  it('refuses requests without the owner token, or with a wrong one', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { storeName: 'x' } })).statusCode).toBe(401)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: { authorization: 'Bearer wrong' },
          payload: { storeName: 'x' },
        })
      ).statusCode,
    ).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/get-data' })).json().settings.storeName).toBe('Bella Forno')
  })

  it('creates, updates and deletes a product with options; the storefront follows at once', async () => {
    const created = await admin('POST', '/products', pizzaDoc('test-pizza'))
    expect(created.statusCode).toBe(201)
    const { product } = (await t.app.inject({ url: '/api/get-product?slug=test-pizza' })).json()
    expect(product.combinations.map((c: { price: number }) => c.price)).toEqual([1000, 1400])
    const [s, l] = product.attributes[0].values
    const [basil, ham] = product.multi_selectable_attributes[0].values
    expect(basil.dependencies).toEqual([l.id])
    expect(ham.variant_prices).toEqual([{ variant_id: product.combinations[1].variant_id, price: 300 }])
    expect(s.value).toBe('S')

    const updated = await admin('PUT', `/products/${created.json().id}`, {
      ...pizzaDoc('test-pizza'),
      name: 'Renamed Pizza',
      selling_price: 1100,
    })
    expect(updated.statusCode).toBe(200)
    const search = (await t.app.inject({ url: '/api/search-products?q=renamed' })).json()
    expect(search.products.map((p: { slug: string }) => p.slug)).toEqual(['test-pizza'])

    expect((await admin('DELETE', `/products/${created.json().id}`)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/get-product?slug=test-pizza' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/search-products?q=renamed' })).json().total).toBe(0)
    expect((await admin('DELETE', `/products/${created.json().id}`)).statusCode).toBe(404)
  })

  it('reads records typed like the write bodies, so a record read can be edited and sent back', async () => {
    const id = (await admin('POST', '/products', pizzaDoc('round-trip-pizza'))).json().id as number
    const read = await admin('GET', `/products/${id}`)
    expect(read.statusCode).toBe(200)
    const { id: readId, ...doc } = read.json()
    expect(readId).toBe(id)
    expect(doc).toMatchObject({ ...pizzaDoc('round-trip-pizza'), is_active: true, stock: null, original_price: null })
    expect(doc.multi_selectable_attributes[0].values[0]).toMatchObject({
      value: 'Basil',
      price: 50,
      dependencies: ['L'],
      variant_prices: [],
    })
    expect((await admin('PUT', `/products/${id}`, { ...doc, selling_price: 1200, is_active: false })).statusCode).toBe(200)
    expect((await admin('GET', `/products/${id}`)).json()).toMatchObject({ selling_price: 1200, is_active: false })
    const listed = (await admin('GET', '/products')).json().items.find((p: { id: number }) => p.id === id)
    expect(listed).toEqual({
      id,
      name: 'Test Pizza',
      slug: 'round-trip-pizza',
      selling_price: 1200,
      is_active: false,
      stock: null,
      image: { url: '/demo-images/picture.svg?label=x&hue=1&w=10&h=10', width: 10, height: 10 },
    })
    expect((await admin('GET', '/products/999999')).statusCode).toBe(404)
    await admin('DELETE', `/products/${id}`)

    const branches = (await admin('GET', '/branches')).json().items
    expect(branches[0]).toMatchObject({ name: 'Downtown', is_open: true, delivery_fee: expect.any(Number), pincodes: expect.any(Array) })
    const { id: branchId, ...branch } = branches[0]
    expect((await admin('PUT', `/branches/${branchId}`, { ...branch, phone: '+1 555 0199' })).statusCode).toBe(200)
    expect((await admin('GET', `/branches/${branchId}`)).json().phone).toBe('+1 555 0199')

    const coupons = (await admin('GET', '/coupons')).json().items
    const { id: couponId, used_count, ...coupon } = coupons.find((c: { code: string }) => c.code === 'FLAT5')
    expect(used_count).toBe(0)
    expect(coupon).toMatchObject({ kind: 'flat', is_active: true, is_automatic: false, first_order_only: false })
    expect((await admin('PUT', `/coupons/${couponId}`, coupon)).statusCode).toBe(200)
    // A null sent back stays null ("no cap"), never 0.
    expect((await admin('GET', `/coupons/${couponId}`)).json()).toEqual({ id: couponId, used_count, ...coupon, max_discount: null })

    const banner = (await admin('GET', '/banners')).json().items[0]
    expect(banner.image).toMatchObject({ width: expect.any(Number), height: expect.any(Number) })
    expect((await admin('GET', `/banners/${banner.id}`)).json()).toEqual(banner)
    const category = (await admin('GET', '/categories')).json().items.find((c: { slug: string }) => c.slug === 'pizzas')
    expect(category.primary_image.width).toBeGreaterThan(0)
    expect((await admin('GET', '/pages')).json().items.map((p: { slug: string }) => p.slug)).toContain('about-us')

    const { entries } = (await admin('GET', '/layout')).json()
    expect(entries.length).toBeGreaterThan(0)
    expect(typeof entries[0].data).toBe('object')
    expect((await admin('PUT', '/layout', { entries })).statusCode).toBe(200)
    expect((await admin('GET', '/layout')).json().entries).toEqual(entries)
    expect((await admin('GET', '/settings')).json().storeName).toBe('Bella Forno')
  })

  it('rejects an incoherent product with 422 and writes nothing', async () => {
    const before = await productCount()
    const cases: [string, object][] = [
      ['combination of unknown value', { ...pizzaDoc('bad-1'), combinations: [{ values: ['XL'], price: 1 }] }],
      ['attributes without combinations', { ...pizzaDoc('bad-2'), combinations: [] }],
      [
        'dependency on unknown value',
        { ...pizzaDoc('bad-3'), multi_selectable_attributes: [{ name: 'T', values: [{ value: 'a', dependencies: ['nope'] }] }] },
      ],
      [
        'variant price for no combination',
        {
          ...pizzaDoc('bad-4'),
          multi_selectable_attributes: [{ name: 'T', values: [{ value: 'a', variant_prices: [{ variant: ['S', 'L'], price: 1 }] }] }],
        },
      ],
      [
        'min above max',
        {
          ...pizzaDoc('bad-5'),
          multi_selectable_attributes: [
            { name: 'T', min_select: 3, max_select: 2, values: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] },
          ],
        },
      ],
      ['unknown category', { ...pizzaDoc('bad-6'), category_slugs: ['no-such-category'] }],
      ['unknown branch', { ...pizzaDoc('bad-7'), branches: [{ branch_id: 999, selling_price: 5 }] }],
      ['slug already used', pizzaDoc('margherita-pizza')],
      ['negative price', { ...pizzaDoc('bad-8'), selling_price: -1 }],
      ['fractional price', { ...pizzaDoc('bad-9'), selling_price: 9.99 }],
      ['unknown field', { ...pizzaDoc('bad-10'), total: 5 }],
      ['bad slug', { ...pizzaDoc('Bad Slug') }],
    ]
    for (const [label, doc] of cases) {
      const res = await admin('POST', '/products', doc)
      expect(res.statusCode, label).toBe(422)
      expect(res.json().message, label).toBeTruthy()
    }
    expect(await productCount()).toBe(before)
  })

  it('manages categories, branches, banners and pages, with 404 for unknown ids', async () => {
    const category = await admin('POST', '/categories', { name: 'Soups', slug: 'soups', color: '#AABBCC' })
    expect(category.statusCode).toBe(201)
    expect((await t.app.inject({ url: '/api/get-category?slug=soups' })).json().category.color).toBe('#aabbcc')
    expect((await admin('POST', '/categories', { name: 'Soups again', slug: 'soups', color: '#aabbcc' })).statusCode).toBe(422)
    expect((await admin('PUT', '/categories/99999', { name: 'x', slug: 'x', color: '#aabbcc' })).statusCode).toBe(404)

    const branch = await admin('POST', '/branches', { name: 'Airport', address: 'Terminal 2', pincodes: ['20001'], is_open: false })
    expect(branch.statusCode).toBe(201)
    const branches = (await t.app.inject({ url: '/api/get-data' })).json().branches
    expect(branches.find((b: { name: string }) => b.name === 'Airport')).toMatchObject({ is_open: false, pincodes: ['20001'] })
    expect((await admin('DELETE', `/branches/${branch.json().id}`)).statusCode).toBe(200)

    expect((await admin('POST', '/banners', { image: { url: '/x.svg', width: 1, height: 1 }, link_type: 'CUSTOM' })).statusCode).toBe(422)
    expect((await admin('POST', '/banners', { image: { url: '/x.svg', width: 1, height: 1 }, link_type: 'PRODUCT' })).statusCode).toBe(422)
    expect(
      (await admin('POST', '/banners', { image: { url: 'javascript:alert(1)', width: 1, height: 1 }, link_type: 'NO_LINK' })).statusCode,
    ).toBe(422)

    const page = await admin('POST', '/pages', { title: 'Delivery', slug: 'delivery', content: '<p>Fast.</p>' })
    expect(page.statusCode).toBe(201)
    expect((await t.app.inject({ url: '/api/get-page?slug=delivery' })).json().page.title).toBe('Delivery')
    expect(
      (await admin('PUT', `/pages/${page.json().id}`, { title: 'Delivery info', slug: 'delivery', content: '<p>Fast.</p>' })).statusCode,
    ).toBe(200)
    expect((await t.app.inject({ url: '/api/get-page?slug=delivery' })).json().page.title).toBe('Delivery info')
  })

  it('replaces the layout; unknown block codes are refused', async () => {
    expect((await admin('PUT', '/layout', { entries: [{ code: 'mystery_block', type: 'designElement' }] })).statusCode).toBe(422)
    const ok = await admin('PUT', '/layout', {
      entries: [
        { code: 'search_block', type: 'designElement' },
        { code: 'plugin_social_proof', type: 'plugin' },
      ],
    })
    expect(ok.statusCode).toBe(200)
    const layout = (await t.app.inject({ url: '/api/get-data' })).json().layout
    expect(layout.map((e: { code: string }) => e.code)).toEqual(['search_block', 'plugin_social_proof'])
    expect(layout[1].uniqueId).toBeTruthy()
  })

  it('stores settings as strings and serves true/false as booleans', async () => {
    expect((await admin('PUT', '/settings', { globalStoreEnable: false, decimalPlaces: 0 })).statusCode).toBe(200)
    const { settings } = (await t.app.inject({ url: '/api/get-data' })).json()
    expect(settings.globalStoreEnable).toBe(false)
    expect(settings.decimalPlaces).toBe('0')
    expect((await admin('PUT', '/settings', { 'bad key!': 'x' })).statusCode).toBe(422)
  })

  it('refuses a locale or currency prices cannot be written in, and sends the number style with the settings', async () => {
    for (const bad of [{ locale: 'not a locale!' }, { currencyCode: 'dollars' }, { currencyCode: 'US' }, { money_style: '{}' }]) {
      const res = await admin('PUT', '/settings', bad)
      expect(res.statusCode, JSON.stringify(bad)).toBe(422)
      expect(res.json().message).toMatch(/^(locale|currencyCode|money_style) /)
    }
    expect((await admin('PUT', '/settings', { locale: 'de-DE', currencyCode: 'EUR', symbolPlacement: 'after' })).statusCode).toBe(200)
    const { settings } = (await t.app.inject({ url: '/api/get-data' })).json()
    expect(JSON.parse(settings.money_style)).toMatchObject({ group: '.', decimal: ',', symbol: '€', primaryGroup: 3 })
    await admin('PUT', '/settings', { locale: 'en-US', currencyCode: 'USD', symbolPlacement: 'before' })
  })
})
