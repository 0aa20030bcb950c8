import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useOrdersStoreAndBrowser } from './support/orders-store.ts'
import { openPage, visit } from './support/pages.ts'

const PASSWORD = 'long enough secret 7'
const STAFF_PASSWORD = 'counter staff pass 8'
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const DELIVERY = ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const

/**
 * Review moderation end to end (decisions 0022 and 0050): a shopper reviews what was delivered; the
 * review is first in the staff's list of new reviews; staff hide it and the shop's reviews page no
 * longer shows it (nor counts it); shown again, it is back.
 */
describe.skipIf(!browserAvailable)('moderating a review', () => {
  const journey = useOrdersStoreAndBrowser()

  async function call<T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${journey.store.url}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }

  /** A staff member (the smallest role that moderates), set up through their one-time link. */
  async function staffToken(): Promise<string> {
    const owner = { authorization: `Bearer ${OWNER_TOKEN}` }
    const invited = await call<{ setup_link: string }>(
      'POST',
      '/api/admin/staff',
      { name: 'Rita Reviews', email: 'rita@shop.example', role: 'staff' },
      owner,
    )
    const token = invited.setup_link.split('#token=')[1]
    return (await call<{ token: string }>('POST', '/api/admin/setup', { token, password: STAFF_PASSWORD })).token
  }

  /** The shop's reviews page of the product, loaded: the review's text there, or null. */
  async function shopShows(page: Page, productId: number, text: string): Promise<{ shown: boolean; summary: string }> {
    await visit(page, `${journey.store.url}/product/reviews/${productId}`)
    await page.getByRole('heading', { name: 'Reviews of Moderated Mousse' }).waitFor()
    await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'))
    await page
      .getByText(/No reviews yet|Nutty/)
      .first()
      .waitFor()
    return { shown: (await page.getByText(text).count()) > 0, summary: (await page.locator('main').innerText()).replace(/\s+/g, ' ') }
  }

  it("a shopper's review reaches the new-reviews list; staff hide it from the shop, then show it again", { timeout: 120_000 }, async () => {
    const product = await journey.store.createProduct({ name: 'Moderated Mousse', slug: 'moderated-mousse', selling_price: 650 })
    const email = `mousse.${Date.now()}@example.com`
    const account = await journey.store.registerShopper({
      name: 'Nina Patel',
      email,
      phone: `+9197${String(Date.now()).slice(-8)}`,
      password: PASSWORD,
    })
    await account.addToCart('moderated-mousse')
    const order = await account.placeOrder()
    for (const status of DELIVERY) await journey.store.advance(order.id, status)
    const { authToken } = await call<{ authToken: string }>('POST', '/api/login', { login: email, password: PASSWORD })
    const text = `Nutty, light and far too small ${Date.now()}`
    await call(
      'POST',
      '/api/rate-order-item',
      { order_id: order.id, order_item_id: order.lines[0]!.id, rating: 2, review: text },
      { authorization: `Bearer ${authToken}` },
    )

    const shop = await openPage(journey.browser, 'phone')
    expect((await shopShows(shop.page, product.id, text)).shown).toBe(true)

    const token = await staffToken()
    const desk = await openPage(journey.browser, 'desktop')
    await desk.page.addInitScript((t) => localStorage.setItem('store-admin-token', t), token)
    await desk.page.goto(`${journey.store.url}/admin/reviews`)
    await desk.page.getByRole('heading', { name: 'Reviews', exact: true }).waitFor()
    // Newest first: the shopper's review leads the list (in the page's main part: the navigation is lists too).
    const first = desk.page.getByRole('main').getByRole('listitem').first()
    await first.getByText(text).waitFor()
    expect(await first.innerText()).toContain('2 of 5 stars · Nina')
    expect(await first.innerText()).toContain('Moderated Mousse') // what the review is about
    const { violations } = await new AxeBuilder({ page: desk.page }).withTags(TAGS).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await screenshot(desk.page, 'admin-reviews-1280')

    await first.getByRole('button', { name: /^Hide the review of Moderated Mousse by Nina/ }).click()
    await first.getByText('(hidden)').waitFor()
    await first.getByRole('button', { name: /^Show the review of Moderated Mousse by Nina/ }).waitFor()
    const hidden = await shopShows(shop.page, product.id, text)
    expect(hidden.shown).toBe(false)
    expect(hidden.summary).toContain('No reviews yet')

    // "Hidden" lists it; "Shown in the shop" does not.
    await desk.page.getByLabel('Show', { exact: true }).selectOption('shown')
    await desk.page.getByText(text).waitFor({ state: 'detached' })
    await desk.page.getByLabel('Show', { exact: true }).selectOption('hidden')
    await desk.page.getByText(text).waitFor()

    await desk.page.getByRole('button', { name: /^Show the review of Moderated Mousse by Nina/ }).click()
    await desk.page.getByText(text).waitFor({ state: 'detached' }) // no longer among the hidden
    expect((await shopShows(shop.page, product.id, text)).shown).toBe(true)

    // The audit log has both moves, by the staff member.
    const log = await call<{ items: { actor: string; action: string }[] }>('GET', '/api/admin/audit?object_type=review', undefined, {
      authorization: `Bearer ${OWNER_TOKEN}`,
    })
    expect(log.items.slice(0, 2).map((e) => `${e.actor} ${e.action}`)).toEqual(['Rita Reviews show', 'Rita Reviews hide'])
    await desk.close()
    await shop.close()
  })
})
