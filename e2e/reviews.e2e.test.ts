import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Order } from '@store/core'
import { browserAvailable } from './support/browser.ts'
import { useOrdersStoreAndBrowser } from './support/orders-store.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { XSS_CORPUS } from './xss-corpus.ts'

/** The reviews journeys at 375 and 1280 px: rate a delivered order's item, see it on the product page and the list; the XSS corpus. */

const PASSWORD = 'correct horse battery 9'
/** The owner's star colour for this store; stars and bars must be drawn in it. */
const STAR_COLOR = '#e11d48'
const DELIVERY = ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const

/** The whole page on a phone, the viewport on a wide screen (the screen is a dialog over the home page). */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

let shoppers = 0
const newShopper = (label: string, name = `Kavya ${label} Menon`) => {
  const n = ++shoppers
  return { name, email: `reviews-${label}-${n}@example.com`, phone: `+91 98333 0${String(n).padStart(4, '0')}`, password: PASSWORD }
}

describe.skipIf(!browserAvailable)('reviews journeys', () => {
  const journey = useOrdersStoreAndBrowser()
  const call = async <T>(method: string, url: string, body: unknown, headers: Record<string, string>): Promise<T> => {
    const res = await fetch(`${journey.store.url}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<T>
  }
  const owner = <T>(method: string, url: string, body?: unknown) => call<T>(method, url, body, { authorization: `Bearer ${OWNER_TOKEN}` })
  /** A delivered order of these products (by slug), placed by the shopper and moved along by the owner's orders API. */
  const deliveredOrder = async (account: Awaited<ReturnType<typeof journey.store.registerShopper>>, slugs: string[]): Promise<Order> => {
    for (const slug of slugs) await account.addToCart(slug)
    const order = await account.placeOrder()
    for (const status of DELIVERY) await journey.store.advance(order.id, status)
    return order
  }
  const login = async (page: Page, email: string) => {
    await page.waitForURL(/\/login\?next=/)
    await page.getByLabel('E-mail or phone').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
  }

  let corpusProduct: { id: number }
  beforeAll(async () => {
    await owner('PUT', '/api/admin/settings', { plugin_product_reviews_star_color: STAR_COLOR })
    // The corpus: one delivered order per payload of one dish, each item rated with one payload, by a
    // shopper whose own name is markup too.
    corpusProduct = await journey.store.createProduct({ name: 'Corpus Curry', slug: 'corpus-curry', selling_price: 100 })
    const shopper = newShopper('corpus', '<img src=x onerror=window.__xss=1> Tester')
    const account = await journey.store.registerShopper(shopper)
    const { authToken } = await call<{ authToken: string }>('POST', '/api/login', { login: shopper.email, password: PASSWORD }, {})
    for (const payload of XSS_CORPUS) {
      const order = await deliveredOrder(account, ['corpus-curry'])
      await call(
        'POST',
        '/api/rate-order-item',
        { order_id: order.id, order_item_id: order.lines[0]!.id, rating: 1, review: payload },
        {
          authorization: `Bearer ${authToken}`,
        },
      )
    }
  }, 120_000)

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('rates an item of a delivered order and sees it in the product page summary and the reviews list', async () => {
        const shopper = newShopper(width)
        const account = await journey.store.registerShopper(shopper)
        const order = await deliveredOrder(account, ['greek-salad', 'tiramisu'])
        const { page, close } = await openPage(journey.browser, width)

        // From the order to its reviews screen (a guest logs in first and comes back).
        await visit(page, `${journey.store.url}/account/my-orders/${order.id}`)
        await login(page, shopper.email)
        await page.getByRole('link', { name: 'Rate items' }).click()
        await page.waitForURL(`${journey.store.url}/account/my-orders/reviews/${order.id}`)
        const items = page.getByTestId('review-item')
        await items.nth(1).waitFor()
        expect(await items.count()).toBe(2)
        await screenshot(page, `order-reviews-${width}`)

        // Without stars the form says so next to them; then 4 stars and a text with markup, which stays text.
        const salad = items.filter({ hasText: 'Greek Salad' })
        await salad.getByRole('button', { name: 'Submit review' }).click()
        await salad.getByText('Choose from 1 to 5 stars').waitFor()
        await salad.getByRole('radio', { name: '4 stars' }).check({ force: true })
        await salad.getByText('Very good').waitFor()
        const text = `Crisp and fresh <b>feta</b> ${width}`
        await salad.getByLabel(/Your review/).fill(text)
        await salad.getByRole('button', { name: 'Submit review' }).click()
        await salad.getByText('Thanks! Your review is saved.').waitFor()
        await salad.getByRole('button', { name: 'Update review' }).waitFor()
        // The chosen stars are drawn in the owner's colour.
        const filled = await salad.locator(`svg polygon[fill="${STAR_COLOR}"]`).count()
        expect(filled).toBe(4)
        await screenshot(page, `order-reviews-saved-${width}`)

        // The product page: average and count under the name, linking to the reviews.
        await visit(page, `${journey.store.url}/product/greek-salad`)
        const summary = page.getByTestId('rating-summary')
        await summary.getByText('4.0').waitFor()
        const count = await summary.textContent()
        expect(count).toMatch(/\d+ ratings?/)
        await screenshot(page, `reviews-summary-${width}`)
        await summary.getByRole('link').click()
        await page.waitForURL(/\/product\/reviews\/\d+$/)
        await page.getByRole('heading', { name: 'Reviews of Greek Salad' }).waitFor()
        const mine = page.getByTestId('review').filter({ hasText: text })
        await mine.waitFor()
        expect(await mine.getByTestId('review-text').textContent()).toBe(text)
        expect(await mine.locator('b').count()).toBe(0)
        expect(await mine.getByTestId('review-name').textContent()).toBe(`Kavya M.`)
        expect(await page.getByTestId('breakdown-4').locator(`rect[fill="${STAR_COLOR}"]`).count()).toBe(1)
        await screenshot(page, `product-reviews-${width}`)
        await close()
      })

      it('shows every payload of the XSS corpus as text and runs none of it', async () => {
        const { page, close } = await openPage(journey.browser, width)
        const dialogs: string[] = []
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message())
          void dialog.dismiss()
        })
        // Any blocked inline script or handler reports a CSP violation; none may happen.
        await page.addInitScript(() => {
          const w = window as unknown as { __violations: string[] }
          w.__violations = []
          document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.sample}`))
        })
        await visit(page, `${journey.store.url}/product/reviews/${corpusProduct.id}`)
        const reviews = page.getByTestId('review')
        await reviews.first().waitFor()
        // The infinite list: bring its end into view until every review has loaded (in the dialog on wide screens).
        for (let loaded = await reviews.count(); loaded < XSS_CORPUS.length; loaded = await reviews.count()) {
          await reviews.last().scrollIntoViewIfNeeded()
          await page.waitForFunction((n) => document.querySelectorAll('[data-testid="review"]').length > n, loaded)
        }
        expect(await reviews.count()).toBe(XSS_CORPUS.length)
        const shown = await page.getByTestId('review-text').allTextContents()
        // Newest first: the corpus in reverse, each exactly as typed.
        expect(shown).toEqual([...XSS_CORPUS].reverse())
        const names = new Set(await page.getByTestId('review-name').allTextContents())
        expect([...names]).toEqual(['<img T.'])
        // Give handlers their chance: hover and focus through the list.
        for (let i = 0; i < 6; i++) {
          await reviews.nth(i * 9).hover()
          await page.keyboard.press('Tab')
        }
        await page.mouse.move(5, 5)
        expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
        expect(dialogs).toEqual([])
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
        // No element the markup names was made inside the reviews.
        expect(
          await page
            .locator('[data-testid="review"] :is(img, svg:not([aria-hidden]), script, iframe, a, math, input, object, embed)')
            .count(),
        ).toBe(0)
        await screenshot(page, `reviews-xss-${width}`)
        await close()
      })
    })
  }
})
