import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

/**
 * The shopper's walk at 375 px, tried as a new shopper would: each journey is a defect the walk
 * found, and fails on any console error or warning (openPage), a hydration mismatch included.
 */
describe.skipIf(!browserAvailable)('the shopper’s walk', () => {
  const journey = useStoreAndBrowser()
  const path = (page: Page) => new URL(page.url()).pathname
  /** Adds a product without options from its page, as a shopper would. */
  async function addPlainProduct(page: Page, slug: string) {
    await visit(page, `${journey.store.url}/product/${slug}`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor()
  }

  it('renders a shopper’s chosen branch from the first byte: its prices, and no hydration warning', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, journey.store.url)
    await page.getByRole('button', { name: 'Downtown' }).click()
    await page.getByRole('button', { name: /Riverside/ }).click()
    await page.getByRole('button', { name: 'Riverside' }).waitFor()
    const answer = await page.goto(`${journey.store.url}/product/margherita-pizza`)
    const html = await answer!.text()
    expect(html).toContain('$9.49')
    expect(html).not.toContain('$9.99')
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    expect(await page.getByTestId('price-cta').first().textContent()).toContain('$9.49')
    await close()
  })

  it('goes back to the cart after applying a coupon, so one Back leaves the cart', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await addPlainProduct(page, 'penne-arrabbiata')
    await addPlainProduct(page, 'lasagne-al-forno')
    await visit(page, `${journey.store.url}/cart`)
    await page.getByRole('link', { name: /Apply a coupon/ }).click()
    await page.getByLabel('Coupon code').fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByText(/WELCOME10 applied: you save/).waitFor()
    expect(path(page)).toBe('/cart')
    // The cart opened this tab's history: its Back goes home, not to the discounts again.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await close()
  })

  it('opens a new screen at its top, and Back returns to where the shopper was', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, journey.store.url)
    const last = page.locator('[data-block="product_horizontal_strip"] article a').first()
    await last.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(300)
    await last.click()
    await page.waitForURL((url) => url.pathname.startsWith('/product/'))
    // The URL changes before the lazy product screen commits, and the home's cards have price buttons
    // too: the screen's own header (it scrolls to the top as it commits) says the new screen is there.
    await page.getByTestId('screen-title').waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, before)
    await close()
  })

  it('says "Added to cart" after an add from the options panel, and the product page shows the cart count', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/product/margherita-pizza`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const panel = page.getByRole('dialog', { name: 'Product options' })
    await panel.getByRole('button', { name: 'Add', exact: true }).click()
    await panel.waitFor({ state: 'detached' })
    await page.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor()
    expect(await page.getByTestId('top-bar-cart').getByTestId('cart-count').textContent()).toBe('1')
    await close()
  })

  it('keeps the phone’s tab bar under the branch picker’s backdrop, and the cart badge off the cart icon', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await addPlainProduct(page, 'penne-arrabbiata')
    await visit(page, journey.store.url)
    const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Search/ })
    const box = (await tab.boundingBox())!
    await page.getByRole('button', { name: 'Downtown' }).click()
    await page.getByRole('dialog', { name: 'Choose a branch' }).waitFor()
    // What a tap at the tab bar's Search reaches: the backdrop, not the tab bar.
    const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label') ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    expect(reached).toBeNull()
    await page.keyboard.press('Escape')
    const cartTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ })
    const icon = (await cartTab.locator('svg').boundingBox())!
    const badge = (await cartTab.getByTestId('cart-count').boundingBox())!
    const overlap =
      Math.max(0, Math.min(icon.x + icon.width, badge.x + badge.width) - Math.max(icon.x, badge.x)) *
      Math.max(0, Math.min(icon.y + icon.height, badge.y + badge.height) - Math.max(icon.y, badge.y))
    expect(overlap / (icon.width * icon.height)).toBeLessThan(0.2)
    await screenshot(page, 'walk-tab-bar-phone')
    await close()
  })
})
