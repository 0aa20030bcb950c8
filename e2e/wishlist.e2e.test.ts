import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** The wishlist journey, at 375 and 1280 px: hearts on the home page and the product page, the list, guests. */

/** The whole page on a phone; the viewport on a wide screen, where screens are dialogs over the long home page. */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

const PASSWORD = 'wishlist journey secret'
let shoppers = 0

describe.skipIf(!browserAvailable)('wishlist journey', () => {
  const journey = useStoreAndBrowser()
  const json = { 'content-type': 'application/json' }

  /** A shopper registered through the API (the accounts journey covers registering in the browser). */
  async function registerShopper(name: string) {
    const n = String(++shoppers).padStart(2, '0') + String(Date.now() % 1_000_000).padStart(6, '0')
    const email = `wish.${n}@example.com`
    const res = await fetch(`${journey.store.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name, email, phone: `+9170${n}`, password: PASSWORD }),
    })
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`)
    const token = ((await res.json()) as { authToken: string }).authToken
    return { email, auth: { authorization: `Bearer ${token}` } }
  }
  const wishlistIds = async (auth: Record<string, string>) =>
    ((await (await fetch(`${journey.store.url}/api/wishlist/ids`, { headers: auth })).json()) as { product_ids: number[] }).product_ids
  const productId = async (slug: string) =>
    ((await (await fetch(`${journey.store.url}/api/get-product?slug=${slug}`)).json()) as { product: { id: number } }).product.id

  async function logIn(page: Page, email: string) {
    await page.getByLabel('E-mail or phone').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
  }
  const pizzaCard = (page: Page) => page.locator('[data-block="products_display"] article').filter({ hasText: 'Margherita Pizza' }).first()
  /** The product page: the article holding the product's heading (on wide screens it is a dialog over the home page). */
  const productPage = (page: Page, name: string) => page.locator('article', { has: page.getByRole('heading', { level: 1, name }) })
  const toggled = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/toggle-wishlist-product'))
  const pressed = (heart: Locator) => heart.getAttribute('aria-pressed')

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('hearts a product on the home page and on its page, finds both in the wishlist, and removes them', async () => {
        const shopper = await registerShopper('Nila')
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login`)
        await logIn(page, shopper.email)
        await page.waitForURL(`${journey.store.url}/account`)

        // Home: the heart is a button that says what it does, and fills at once.
        await visit(page, journey.store.url)
        const heart = pizzaCard(page).getByRole('button', { name: 'Add to wishlist' })
        expect(await pressed(heart)).toBe('false')
        const answer = toggled(page)
        await heart.click()
        const saved = pizzaCard(page).getByRole('button', { name: 'Remove from wishlist' })
        expect(await pressed(saved)).toBe('true')
        expect((await answer).status()).toBe(200)
        await screenshot(page, `wishlist-home-heart-${width}`)

        // The product page: its own heart.
        await visit(page, `${journey.store.url}/product/classic-cheeseburger`)
        const burger = productPage(page, 'Classic Cheeseburger')
        const added = toggled(page)
        await burger.getByRole('button', { name: 'Add to wishlist' }).click()
        expect(await pressed(burger.getByRole('button', { name: 'Remove from wishlist' }))).toBe('true')
        await added
        await screenshot(page, `wishlist-product-heart-${width}`)
        expect(await wishlistIds(shopper.auth)).toEqual([await productId('classic-cheeseburger'), await productId('margherita-pizza')])

        // A new page load: the server's HTML has every heart empty, for everyone; they fill once the page is idle.
        const html = await (await fetch(journey.store.url)).text()
        expect(html).toContain('aria-pressed="false"')
        expect(html).not.toContain('aria-pressed="true"')
        await visit(page, journey.store.url)
        await pizzaCard(page).getByRole('button', { name: 'Remove from wishlist' }).waitFor()

        // The wishlist: newest first, as cards with their hearts.
        await visit(page, `${journey.store.url}/account/wishlist`)
        await page.getByRole('heading', { name: 'Wishlist' }).waitFor()
        // On wide screens the list is a dialog over the home page, whose own cards stay behind it.
        const screen = width === 'desktop' ? page.getByRole('dialog') : page.locator('body')
        const list = screen.locator('ul article')
        await list.first().waitFor()
        expect(await list.evaluateAll((cards) => cards.map((c) => [...c.querySelectorAll('a')].at(-1)?.textContent))).toEqual([
          'Classic Cheeseburger',
          'Margherita Pizza',
        ])
        await screenshot(page, `wishlist-${width}`)

        // Removing from the list: the heart empties at once and the card goes once the server has it.
        const removed = toggled(page)
        await list.filter({ hasText: 'Margherita Pizza' }).getByRole('button', { name: 'Remove from wishlist' }).click()
        await removed
        await list.filter({ hasText: 'Margherita Pizza' }).waitFor({ state: 'detached' })
        expect(await list.count()).toBe(1)
        await list.filter({ hasText: 'Classic Cheeseburger' }).getByRole('button', { name: 'Remove from wishlist' }).click()
        await page.getByText('Nothing saved yet.').waitFor()
        await page.getByRole('link', { name: 'Browse products' }).waitFor()
        await screenshot(page, `wishlist-empty-${width}`)
        expect(await wishlistIds(shopper.auth)).toEqual([])
        await close()
      })

      it('shows a product no longer sold greyed, with Remove', async () => {
        const shopper = await registerShopper('Arun')
        const owner = journey.store.ownerHeaders
        const slug = `seasonal-tart-${width}`
        const created = await fetch(`${journey.store.url}/api/admin/products`, {
          method: 'POST',
          headers: owner,
          body: JSON.stringify({ name: 'Seasonal Tart', slug, selling_price: 650 }),
        })
        const { id } = (await created.json()) as { id: number }
        for (const product of [await productId('margherita-pizza'), id]) {
          await fetch(`${journey.store.url}/api/toggle-wishlist-product`, {
            method: 'POST',
            headers: { ...shopper.auth, ...json },
            body: JSON.stringify({ product_id: product }),
          })
        }
        expect((await fetch(`${journey.store.url}/api/admin/products/${id}`, { method: 'DELETE', headers: owner })).status).toBe(200)

        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('/account/wishlist')}`)
        await logIn(page, shopper.email)
        await page.waitForURL(`${journey.store.url}/account/wishlist`)
        const gone = page.getByTestId('unavailable-product')
        await gone.waitFor()
        expect(await gone.textContent()).toContain('Seasonal Tart')
        expect(await gone.textContent()).toContain('No longer available')
        expect(await gone.getByRole('link').count()).toBe(0) // its page is gone
        await screenshot(page, `wishlist-unavailable-${width}`)
        await gone.getByRole('button', { name: 'Remove' }).click()
        await gone.waitFor({ state: 'detached' })
        expect(await wishlistIds(shopper.auth)).toEqual([await productId('margherita-pizza')])
        await close()
      })

      it('sends a guest who taps a heart to log in, and adds the product once they are back', async () => {
        const shopper = await registerShopper('Kavi')
        const pizza = await productId('margherita-pizza')
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        await pizzaCard(page).getByRole('button', { name: 'Add to wishlist' }).click()
        await page.waitForURL(`${journey.store.url}/login?next=${encodeURIComponent(`/?add_to_wishlist=${pizza}`)}`)
        await logIn(page, shopper.email)
        // Back on the home page, with the product added and the address clean.
        await page.waitForURL(`${journey.store.url}/`)
        await pizzaCard(page).getByRole('button', { name: 'Remove from wishlist' }).waitFor()
        await expect.poll(() => wishlistIds(shopper.auth)).toEqual([pizza])
        // Coming back to the same address again adds nothing and removes nothing: the product is in, once.
        await visit(page, `${journey.store.url}/?add_to_wishlist=${pizza}`)
        await page.waitForURL(`${journey.store.url}/`)
        await pizzaCard(page).getByRole('button', { name: 'Remove from wishlist' }).waitFor()
        expect(await wishlistIds(shopper.auth)).toEqual([pizza])
        await close()
      })
    })
  }

  it('puts the heart back and says why when the store refuses the change', async () => {
    const shopper = await registerShopper('Ira')
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/login?next=%2F`)
    await logIn(page, shopper.email)
    await page.waitForURL(`${journey.store.url}/`)
    const message = 'Your wishlist holds at most 500 products. Remove one to add another'
    await page.route('**/api/toggle-wishlist-product**', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message }) }),
    )
    await pizzaCard(page).getByRole('button', { name: 'Add to wishlist' }).click()
    await page.getByText(message).waitFor()
    expect(await pressed(pizzaCard(page).getByRole('button', { name: 'Add to wishlist' }))).toBe('false')
    // The viewport, where the toast is.
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', 'wishlist-refused-phone.png') })
    expect(await wishlistIds(shopper.auth)).toEqual([])
    await close()
  })
})
