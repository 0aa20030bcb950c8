import { createProduct } from '../support/factories.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOCK_CODES } from '@store/core'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

describe.skipIf(!databaseAvailable)('bootstrap: get-data and cache-info', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers get-data with the demo layout using every block code, settings as booleans, branches', async () => {
    const res = await t.app.inject({ url: '/api/get-data' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const codes = body.layout.map((e: { code: string }) => e.code)
    for (const code of BLOCK_CODES) expect(codes).toContain(code)
    expect(body.layout.some((e: { type: string; uniqueId: string }) => e.type === 'plugin' && e.uniqueId)).toBe(true)
    expect(body.settings.storeName).toBe('Bella Forno')
    expect(body.settings.globalStoreEnable).toBe(true)
    expect(body.settings.plugin_analytics_enable).toBe(false)
    expect(body.settings.currencyCode).toBe('USD')
    expect(body.branches.map((b: { name: string }) => b.name)).toEqual(['Downtown', 'Riverside'])
    expect(body.branches[0].pincodes.length).toBeGreaterThan(0)
    expect(body.selected_branch.id).toBe(body.branches[0].id)
  })

  it('expands banners, categories and products inside layout blocks, priced for the branch', async () => {
    const downtown = (await t.app.inject({ url: '/api/get-data?branch_id=1' })).json()
    const riverside = (await t.app.inject({ url: '/api/get-data?branch_id=2' })).json()
    expect(riverside.selected_branch.name).toBe('Riverside')
    const slider = downtown.layout.find((e: { code: string }) => e.code === 'banner_slider')
    expect(slider.data.banners.map((b: { link_type: string }) => b.link_type).sort()).toEqual(['CATEGORY', 'CUSTOM', 'NO_LINK', 'PRODUCT'])
    expect(slider.data.banners.find((b: { link_type: string }) => b.link_type === 'CUSTOM').data.custom_url).toBe('/page/about-us')
    const grid = downtown.layout.find((e: { code: string }) => e.code === 'categories_grid')
    expect(grid.data.categories.length).toBeGreaterThanOrEqual(8)
    expect(grid.data.categories[0].primary_image.width).toBeGreaterThan(0)
    const pizzas = (d: typeof downtown) => d.layout.find((e: { code: string }) => e.code === 'products_display').data.products
    const margherita = (d: typeof downtown) => pizzas(d).find((p: { slug: string }) => p.slug === 'margherita-pizza')
    expect(margherita(downtown).price).toBe(999)
    expect(margherita(riverside).price).toBe(949)
  })

  it('falls back to the first branch when the requested one does not exist', async () => {
    const res = await t.app.inject({ url: '/api/get-data?branch_id=999' })
    expect(res.statusCode).toBe(200)
    expect(res.json().selected_branch.name).toBe('Downtown')
  })

  it('cache-info lists every cache key; an owner write bumps only the matching one', async () => {
    const before = (await t.app.inject({ url: '/api/cache-info' })).json()
    expect(Object.keys(before).sort()).toEqual(['cache-branches', 'cache-layouts', 'cache-pages', 'cache-products', 'cache-settings'])
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ownerHeaders,
      payload: { storeName: 'Bella Forno Two' },
    })
    expect(put.statusCode).toBe(200)
    const after = (await t.app.inject({ url: '/api/cache-info' })).json()
    expect(after['cache-settings']).toBe(before['cache-settings'] + 1)
    expect(after['cache-products']).toBe(before['cache-products'])
    expect((await t.app.inject({ url: '/api/get-data' })).json().settings.storeName).toBe('Bella Forno Two')
  })

  it('revalidates with ETag: 304 until something changes', async () => {
    const first = await t.app.inject({ url: '/api/get-data' })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect((await t.app.inject({ url: '/api/get-data', headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: ownerHeaders, payload: { storeTextColor: '#000000' } })
    const changed = await t.app.inject({ url: '/api/get-data', headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('accepts the guest-id header, a Bearer token and the XMLHttpRequest marker on storefront calls', async () => {
    const res = await t.app.inject({
      url: '/api/get-products?branch_id=1',
      headers: { 'guest-id': '7b0c7b1e-2f7e-4a57-9a55-8d1d2a7e2b10', authorization: 'Bearer abc', 'x-requested-with': 'XMLHttpRequest' },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe.skipIf(!databaseAvailable)('an empty store', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has no products, no addedProduct setting (preview mode), and still answers the default branch', async () => {
    const data = (await t.app.inject({ url: '/api/get-data' })).json()
    expect(data.settings.addedProduct).toBeUndefined()
    expect(data.layout).toEqual([])
    expect(data.selected_branch).toBeNull()
    const products = await t.app.inject({ url: '/api/get-products' })
    expect(products.statusCode).toBe(200)
    expect(products.json()).toMatchObject({ products: [], current_page: 1, last_page: 1, total: 0 })
  })

  it('leaves preview mode when the owner adds the first product (spec §2)', async () => {
    await createProduct(t.app, { name: 'First pie' })
    const data = (await t.app.inject({ url: '/api/get-data' })).json()
    expect(data.settings.addedProduct).toBe(true)
  })
})
