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

/** What the page shows after a price while the store is offline (the mark of index.css), or 'none'. */
const priceMark = (page: Page) =>
  page
    .locator('[data-testid="price-cta"] .price')
    .first()
    .evaluate((el) => getComputedStyle(el, '::after').content)
/** The product page's price. */
const productPrice = (page: Page) => page.locator('[data-testid="price-cta"] .price').first().textContent()

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
    expect(await banner.textContent()).toContain('Prices marked * may be out of date')
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    await visit(page, url)
    await page.locator('[data-block]').first().waitFor()
    await banner.waitFor()
    await visit(page, `${url}/product/lasagne-al-forno`)
    await page.getByRole('heading', { name: 'Lasagne al Forno' }).waitFor()
    await banner.waitFor()
    // Each price shown offline is marked as possibly out of date; the banner says what the mark means.
    expect(await priceMark(page)).toMatch(/^"\*"/)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('alert').getByText(OFFLINE).waitFor() // the toast
    expect(writes).toEqual([]) // refused in the page, never sent or queued
    await screenshot(page, 'offline-product-phone')

    // Back online: the cart shown offline is priced by the server again.
    const repriced = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/get-cart')
    await page.context().setOffline(false)
    await repriced
    await banner.waitFor({ state: 'detached' })
    expect(await priceMark(page)).toBe('none')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByText('Added to cart').waitFor()
    await close()
  })

  it("offline, shows a page only as it was rendered for the branch chosen now, never another branch's prices (decision 0045)", async () => {
    const { page, close, expectConsole } = await openPage(journey.browser, 'phone')
    expectConsole(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/)
    const url = journey.store.url
    const product = `${url}/product/margherita-pizza`
    await visit(page, url)
    await controlled(page)
    // Seen at Downtown, the branch a new shopper starts at: $9.99 there, $9.49 at Riverside.
    await visit(page, product)
    expect(await productPrice(page)).toBe('$9.99')
    // The shopper picks Riverside on the home page, and does not open the product again.
    await visit(page, url)
    await page.getByRole('button', { name: 'Downtown' }).click()
    await page.getByRole('button', { name: /Riverside/ }).click()
    await page.getByRole('button', { name: 'Riverside' }).waitFor()
    await page.waitForFunction(() => document.body.innerText.includes('$9.49'))

    await page.context().setOffline(true)
    // The worker kept the product page for Downtown only: Riverside gets the shell, not that copy.
    const served = await page.goto(product)
    expect(await served!.text()).not.toContain('$9.99')
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByTestId('offline-banner').waitFor()
    expect(await page.locator('body').innerText()).not.toContain('$9.99')
    // The shell carries no branch's data: the home page is filled from what the browser kept for Riverside.
    const shell = await page.goto(url)
    expect(await shell!.text()).toContain('window.__BOOTSTRAP__=null')
    const margherita = page.locator('[data-block="products_display"] article').filter({ hasText: 'Margherita Pizza' })
    expect(await margherita.getByTestId('price-cta').locator('.price').textContent()).toBe('$9.49')
    await page.getByTestId('offline-banner').waitFor()

    // Back online, seen at Riverside too: each branch has its own copy, and offline each gets its own.
    await page.context().setOffline(false)
    await visit(page, product)
    expect(await productPrice(page)).toBe('$9.49')
    // The worker answers first and keeps the copy after: wait until both branches' copies are kept.
    await expect.poll(async () => (await cached(page, 'store-pages')).filter((p) => p === '/product/margherita-pizza').length).toBe(2)
    await page.context().setOffline(true)
    await visit(page, product)
    await page.getByTestId('offline-banner').waitFor()
    expect(await productPrice(page)).toBe('$9.49')
    // Back to Downtown, picked offline on the home page.
    await visit(page, url)
    await page.getByRole('button', { name: 'Riverside' }).click()
    await page.getByRole('button', { name: /Downtown/ }).click()
    await page.getByRole('button', { name: 'Downtown' }).waitFor()
    await visit(page, product)
    await page.getByTestId('offline-banner').waitFor()
    expect(await productPrice(page)).toBe('$9.99')
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
