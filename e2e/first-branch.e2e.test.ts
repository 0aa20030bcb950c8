import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable, firstScreen, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { startStore } from './support/store-server.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const NOT_TAKING_ORDERS = 'Sorry, we are currently not accepting orders right now. We will be back shortly.'
const NOTICE = 'Shoppers can’t check out until you add a branch.'

/**
 * A brand-new store's first branch (decision 0097) in Chromium: an owner who adds a product to an
 * empty store is told at the top of the admin that shoppers can't check out until there is a branch;
 * a shopper who fills a cart and applies a coupon meanwhile hears at the checkout that the store is not
 * taking orders, and keeps the cart and the coupon when the owner adds the branch in the admin.
 */
describe.skipIf(!browserAvailable)('the first branch of an empty store', () => {
  const journey = useServerAndBrowser(() => startStore('empty'))

  async function owner(method: 'POST', path: string, body: object) {
    const res = await fetch(`${journey.store.url}/api/admin${path}`, {
      method,
      headers: journey.store.ownerHeaders,
      body: JSON.stringify(body),
    })
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300)
    return (await res.json()) as { id: number }
  }
  async function openAdmin(width: Width, path: string) {
    const opened = await openPage(journey.browser, width)
    await opened.page.addInitScript((token) => localStorage.setItem('store-admin-token', token), OWNER_TOKEN)
    await opened.page.goto(`${journey.store.url}/admin${path}`)
    return opened
  }
  async function seriousViolations(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`))
  }

  it(
    'tells the owner and the shopper why no order can be placed, and keeps the cart and coupon through the first branch',
    { timeout: 180_000 },
    async () => {
      await owner('POST', '/products', { name: 'Tomato soup', slug: 'tomato-soup', selling_price: 800 })
      await owner('POST', '/coupons', { code: 'WELCOME', title: 'Welcome', kind: 'flat', value: 100 })

      // The shopper fills a cart and applies a coupon while the store has no branch.
      const shop = await openPage(journey.browser, 'phone')
      await visit(shop.page, `${journey.store.url}/product/tomato-soup`)
      await shop.page.getByRole('button', { name: 'Add to Cart' }).click()
      await shop.page.getByText('Added to cart').waitFor()
      await visit(shop.page, `${journey.store.url}/cart/discounts`)
      await shop.page.getByLabel('Coupon code').fill('welcome')
      await shop.page.getByRole('button', { name: 'Apply', exact: true }).click()
      await shop.page.waitForURL(`${journey.store.url}/cart`)
      await shop.page
        .getByTestId('applied-coupon')
        .getByText(/^WELCOME applied/)
        .waitFor()
      // The checkout says so at once, before asking anyone to log in.
      await shop.page.getByRole('link', { name: 'Checkout' }).click()
      await shop.page.getByText(NOT_TAKING_ORDERS, { exact: true }).waitFor()
      await shop.page.getByText('Your cart is kept for when we are.').waitFor()
      expect(await shop.page.getByRole('button', { name: /log in/i }).count()).toBe(0)
      expect(await seriousViolations(shop.page)).toEqual([])
      await screenshot(shop.page, 'checkout-no-branch-phone')

      // The owner lands on the dashboard, where the notice says what is missing and links to the branches.
      for (const width of ['desktop', 'phone'] as const) {
        const { page, close } = await openAdmin(width, '/')
        await page.waitForURL(/\/admin\/dashboard$/)
        const notice = page.getByRole('status').filter({ hasText: NOTICE })
        await notice.waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `admin-no-branch-${width}`)
        // The README's owner tour shows the notice as the owner first sees it.
        if (width === 'desktop') await firstScreen(page, 'no-branch-1280')
        // Every screen says it (the products screen too), but the branches screen, which has its own empty state.
        await page.goto(`${journey.store.url}/admin/catalogue`)
        await page.getByRole('heading', { name: 'Products' }).waitFor()
        await notice.waitFor()
        await close()
      }

      const { page, close } = await openAdmin('desktop', '/dashboard')
      const notice = page.getByRole('status').filter({ hasText: NOTICE })
      await notice.getByRole('link', { name: 'Add a branch' }).click()
      await page.waitForURL(/\/admin\/catalogue\/branches$/)
      await page.getByText('No branches yet').waitFor()
      expect(await notice.count()).toBe(0)
      await page.getByRole('button', { name: 'Add a branch' }).click()
      await page.getByLabel('Name', { exact: true }).fill('Centre')
      await page.getByLabel('Address', { exact: true }).fill('1 Main Street')
      await page.getByRole('button', { name: 'Save branch' }).click()
      await page.getByText('1 Main Street', { exact: false }).waitFor()
      await page.getByRole('link', { name: 'Dashboard' }).first().click()
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      expect(await page.getByText(NOTICE).count()).toBe(0)
      await close()

      // The shopper comes back: the same cart and coupon, now at the branch, and the checkout asks them to log in.
      await visit(shop.page, `${journey.store.url}/cart`)
      await shop.page.getByText('Tomato soup').first().waitFor()
      await shop.page
        .getByTestId('applied-coupon')
        .getByText(/^WELCOME applied/)
        .waitFor()
      await shop.page.getByRole('link', { name: 'Checkout' }).click()
      await shop.page.getByText('Log in to place your order. Your cart comes with you.').waitFor()
      expect(await shop.page.getByText(NOT_TAKING_ORDERS).count()).toBe(0)
      await shop.close()
    },
  )
})
