import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

const OFFLINE = 'You are offline! Please check your internet connection.'

/** The service worker has taken the page over (it registers after load). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null)
/** The URLs a runtime cache of the service worker holds. */
const cached = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname), name)

/** Decision 0061 on a phone: what was seen opens offline, marked; writes are refused; stale data is dropped. */
describe.skipIf(!browserAvailable)('offline browsing', () => {
  const journey = useStoreAndBrowser()

  it('opens the home, a category and a product seen before, marked offline; refuses a cart add; re-prices the cart back online', async () => {
    const { page, close, expectConsole } = await openPage(journey.browser, 'phone')
    // Chromium's own lines for the requests that fail while the journey keeps the browser offline.
    expectConsole(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/)
    const url = journey.store.url
    await visit(page, url)
    await controlled(page)
    // Seen with the worker in charge.
    await visit(page, url)
    await page.locator('[data-testid="products-infinite-scroll"] article').first().waitFor()
    await visit(page, `${url}/category/pizzas`)
    await page.getByRole('article').first().waitFor()
    await visit(page, `${url}/product/lasagne-al-forno`)
    await page.getByRole('heading', { name: 'Lasagne al Forno' }).waitFor()
    expect(await cached(page, 'store-pages')).toEqual(expect.arrayContaining(['/', '/category/pizzas', '/product/lasagne-al-forno']))

    await page.context().setOffline(true)
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`)
    })
    await visit(page, `${url}/category/pizzas`)
    const banner = page.getByTestId('offline-banner')
    await banner.getByText('You are offline!').waitFor()
    expect(await banner.textContent()).toContain('Please check your internet connection.')
    expect(await banner.textContent()).toContain('Prices shown may be out of date')
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    await visit(page, url)
    await page.locator('[data-block]').first().waitFor()
    await banner.waitFor()
    await visit(page, `${url}/product/lasagne-al-forno`)
    await page.getByRole('heading', { name: 'Lasagne al Forno' }).waitFor()
    await banner.waitFor()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('alert').getByText(OFFLINE).waitFor() // the toast
    expect(writes).toEqual([]) // refused in the page, never sent or queued
    await screenshot(page, 'offline-product-phone')

    // Back online: the cart shown offline is priced by the server again.
    const repriced = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/get-cart')
    await page.context().setOffline(false)
    await repriced
    await banner.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByText('Added to cart').waitFor()
    await close()
  })

  it('drops the kept pages and catalogue when cache-info says the products changed (spec §7)', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const url = journey.store.url
    await visit(page, url)
    await controlled(page)
    await visit(page, `${url}/product/lasagne-al-forno`)
    await page.getByRole('heading', { name: 'Lasagne al Forno' }).waitFor()
    await visit(page, `${url}/category/pizzas`)
    await page.getByRole('article').first().waitFor()
    expect(await cached(page, 'store-pages')).toContain('/product/lasagne-al-forno')
    // Kept: the category's next pages and the bootstrap are read through the API.
    await page.evaluate(() => fetch('/api/get-category-products?slug=pizzas&page=2&branch_id=1'))
    // The worker answers first and keeps the copy after: wait until it is kept.
    await expect.poll(() => cached(page, 'store-catalogue')).toContain('/api/get-category-products')
    const bootstrapBefore = await cached(page, 'store-bootstrap')

    // The owner adds a category: cache-products moves (categories and products share it).
    const added = await fetch(`${url}/api/admin/categories`, {
      method: 'POST',
      headers: journey.store.ownerHeaders,
      body: JSON.stringify({ name: 'Soups', slug: 'soups', color: '#e4572e' }),
    })
    expect(added.status, await added.text()).toBe(201)

    // The next page the shopper opens carries the new versions: what they made stale is gone.
    await visit(page, url)
    await page.waitForFunction(async () => !(await (await caches.open('store-pages')).keys()).some((r) => r.url.includes('/product/')))
    expect(await cached(page, 'store-pages')).toEqual(['/'])
    expect(await cached(page, 'store-catalogue')).not.toContain('/api/get-category-products')
    // Settings did not move: the bootstrap is kept.
    expect(await cached(page, 'store-bootstrap')).toEqual(bootstrapBefore)
    await close()
  })
})
