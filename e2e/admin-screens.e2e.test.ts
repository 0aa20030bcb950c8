import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Order } from '@store/core'
import { addToCart } from '../test/support/factories.ts'
import { ownerHeaders } from '../test/support/test-app.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, type Width } from './support/pages.ts'
import { startAdminStore } from './support/admin-store.ts'
import { addWithChoices, advance, deliveryOrder, shopperWithAddress } from './support/admin-orders.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const OWNER = { name: 'Asha Owner', email: 'asha@shop.example', password: 'owner of the shop 1' }
const px = (width: Width) => (width === 'phone' ? 375 : 1280)

/**
 * Every screen of the owner's app at 375 and 1280 px (decision 0052): each is screenshotted (into
 * screenshots/, looked at by a person; the README's tour keeps some), checked by axe-core (no serious
 * or critical WCAG 2.2 AA violation) and for sideways overflow. The board and an order are used with
 * the keyboard alone.
 */
describe.skipIf(!browserAvailable)("every screen of the owner's app", () => {
  const journey = useServerAndBrowser(startAdminStore)
  let prepared: Promise<{ order: Order; customerId: number; pizzaId: number }> | undefined

  /** An owner call through the app, answering its JSON (failing the test on anything but 2xx). */
  async function owner<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
    const res = await journey.store.app.inject({ method, url, headers: ownerHeaders, ...(payload && { payload }) })
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
    return res.json() as T
  }

  /**
   * A day's worth of data, once: a delivered order with a review, an open order with options, add-ons
   * and a note, a wallet credit, a staff member, and the audit entries all that leaves.
   */
  function prepare() {
    prepared ??= (async () => {
      const { app } = journey.store
      const shopper = await shopperWithAddress(app, 'Priya')
      const { product: tiramisu } = (await app.inject({ url: '/api/get-product?slug=tiramisu' })).json() as { product: { id: number } }
      await addToCart(app, shopper.headers, 1, tiramisu.id, 2)
      const delivered = await deliveryOrder(app, shopper)
      await advance(app, delivered.id, ['accepted', 'preparing', 'out_for_delivery', 'delivered'])
      const review = {
        order_id: delivered.id,
        order_item_id: delivered.lines[0]!.id,
        rating: 4,
        review: 'Light and creamy, a little too sweet.',
      }
      const rated = await app.inject({ method: 'POST', url: '/api/rate-order-item', headers: shopper.headers, payload: review })
      if (rated.statusCode >= 300) throw new Error(`review: ${rated.statusCode} ${rated.body}`)
      const { items } = await owner<{ items: { id: number }[] }>('GET', `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`)
      const customerId = items[0]!.id
      await owner('POST', '/api/admin/wallet-adjustments', {
        user_id: customerId,
        direction: 'credit',
        amount: 500,
        reason: 'Sorry for the wait',
      })
      await addWithChoices(
        app,
        shopper,
        'margherita-pizza',
        1,
        [
          ['Size', 'Large'],
          ['Crust', 'Thin'],
        ],
        ['Olives', 'Garlic butter glaze'],
      )
      await addWithChoices(app, shopper, 'caesar-salad', 1, [], ['Prawns'])
      const order = await deliveryOrder(app, shopper, 'Ring twice please, the bell is broken.')
      await owner('POST', '/api/admin/staff', { name: 'Sam Counter', email: 'sam@shop.example', role: 'staff' })
      const { items: products } = await owner<{ items: { id: number; name: string }[] }>('GET', '/api/admin/products?q=margherita')
      return { order, customerId, pizzaId: products.find((p) => p.name === 'Margherita Pizza')!.id }
    })()
    return prepared
  }

  /** A JSON call over HTTP, as the browser would make it. */
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${journey.store.url}${path}`, {
      method,
      headers: body !== undefined ? { 'content-type': 'application/json' } : {},
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }

  /** axe's serious and critical findings, one line each. */
  async function axe(page: Page, label: string): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${label}: ${v.id} at ${n.target.join(' ')}: ${v.help}`))
  }

  /** Waits for the screen to settle, then checks it (axe, no sideways scroll) and screenshots it. */
  async function look(page: Page, name: string, width: Width): Promise<string[]> {
    await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-label^="Loading"]'))
    await page.evaluate(() => document.fonts.ready)
    const found = await axe(page, `${name} at ${px(width)}px`)
    const scroll = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }))
    if (scroll.scroll > scroll.view) found.push(`${name} at ${px(width)}px: ${scroll.scroll}px wide in a ${scroll.view}px window`)
    await screenshot(page, `admin-tour-${name}-${px(width)}`)
    return found
  }

  /** `field` is marked and described by `said`, and no schema wording shows anywhere (a path, "must NOT"). */
  async function saysBeside(field: Locator, said: string | RegExp) {
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
    const described = await field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)
    expect(described).toMatch(typeof said === 'string' ? new RegExp(`^${said}$`) : said)
    expect(await field.page().locator('main').textContent()).not.toMatch(/body\/|must NOT|must match|›/)
  }

  /** The app signed in as the owner (by e-mail and password, as a person would have). */
  async function signedIn(width: Width) {
    const { token } = await call<{ token: string }>('POST', '/api/admin/sign-in', { email: OWNER.email, password: OWNER.password })
    const opened = await openPage(journey.browser, width)
    await opened.page.addInitScript((t) => localStorage.setItem('store-admin-token', t), token)
    return opened
  }

  it('the first owner sets up, and the sign-in screen, at 375 and 1280 px', { timeout: 120_000 }, async () => {
    const link = await journey.store.app.ctx.services.staffSetup.firstOwnerLink()
    const found: string[] = []
    for (const width of ['phone', 'desktop'] as Width[]) {
      const { page, close } = await openPage(journey.browser, width)
      await page.goto(`${journey.store.url}${link}`)
      await page.getByRole('heading', { name: 'Set up the shop’s owner' }).waitFor()
      found.push(...(await look(page, 'setup', width)))
      // A name left empty: the server's schema refuses it, and the field says so in a sentence.
      const name = page.getByLabel('Your name')
      await page.getByLabel('E-mail').fill(OWNER.email)
      await page.getByLabel('Password').fill(OWNER.password)
      await page.getByRole('button', { name: 'Create the owner account' }).click()
      await page.getByText('Enter your name', { exact: true }).waitFor()
      expect(await name.getAttribute('aria-invalid')).toBe('true')
      expect(await page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`).textContent()).toBe('Enter your name')
      expect(await page.getByRole('alert').count()).toBe(0) // every problem sits beside its field
      // Marked in colour too: the shared field's red border is in the admin's stylesheet (without it
      // the border falls back to the text's colour).
      await name.evaluate((el) => (el as HTMLElement).blur()) // a focused field's border is the focus colour
      const border = await name.evaluate((el) => getComputedStyle(el).borderTopColor)
      // Chromium gives Tailwind's colours as lab(L a b): a red has a large positive a.
      expect(Number(/^lab\([\d.]+ ([\d.-]+) /.exec(border)?.[1]), border).toBeGreaterThan(30)
      expect(await page.locator('main').textContent()).not.toMatch(/body\/|must NOT/)
      found.push(...(await look(page, 'setup-no-name', width)))
      if (width === 'desktop') {
        await name.fill(OWNER.name)
        await page.getByRole('button', { name: 'Create the owner account' }).click()
        // An owner lands on the dashboard (decision 0092); staff land on the board.
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
      }
      await close()
    }
    for (const width of ['phone', 'desktop'] as Width[]) {
      const { page, close } = await openPage(journey.browser, width)
      await page.goto(`${journey.store.url}/admin`)
      await page.getByRole('heading', { name: 'Sign in to the shop' }).waitFor()
      found.push(...(await look(page, 'sign-in', width)))
      // Nothing typed: the schema's refusal sits beside the e-mail field as a sentence, not at the top.
      await page.getByRole('button', { name: 'Sign in' }).click()
      const email = page.getByLabel('E-mail')
      await page.locator('[aria-invalid="true"]').first().waitFor()
      expect(await email.getAttribute('aria-invalid')).toBe('true')
      expect(await page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`).textContent()).toMatch(
        /^E-mail needs at least 3 characters$|^Enter a valid e-mail address$/,
      )
      expect(await page.locator('main').textContent()).not.toMatch(/body\/|must NOT|must match/)
      await close()
    }
    expect(found).toEqual([])
  })

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`every signed-in screen at ${px(width)} px`, { timeout: 600_000 }, async () => {
      const { order, customerId, pizzaId } = await prepare()
      const { page, close } = await signedIn(width)
      const found: string[] = []
      const open = async (path: string, ready: () => Promise<void>, name: string) => {
        await page.goto(`${journey.store.url}/admin${path}`)
        await ready()
        found.push(...(await look(page, name, width)))
      }
      const heading = (name: string) => () => page.getByRole('heading', { name, exact: true }).first().waitFor()

      await open('/orders', () => page.getByRole('link', { name: new RegExp(`#${order.number}\\b`) }).waitFor(), 'board')
      await open(`/orders/${order.id}`, heading(`Order #${order.number}`), 'order')
      await page.getByRole('heading', { name: 'Who did what' }).waitFor()
      // Where to deliver, with the landmark the driver looks for.
      await page.getByText('Priya Iyer, 4 Lake View, Flat 9, the blue water tank, Springfield, IL 10001 · +91 98450 55555').waitFor()

      // The two print views, as the printer sees them (print media, the receipt's width).
      for (const [button, name] of [
        ['Print kitchen ticket', 'print-kitchen'],
        ['Print delivery slip', 'print-delivery'],
      ] as const) {
        await page.evaluate(() => {
          window.print = () => {}
        })
        await page.getByRole('button', { name: button }).click()
        await page.emulateMedia({ media: 'print' })
        const screen = page.viewportSize()!
        await page.setViewportSize({ width: 280, height: 600 })
        found.push(...(await axe(page, `${name} at ${px(width)}px`)))
        await screenshot(page, `admin-tour-${name}-${px(width)}`)
        await page.setViewportSize(screen)
        await page.emulateMedia({ media: 'screen' })
      }

      await open('/catalogue', heading('Products'), 'products')
      await open(
        `/catalogue/products/${pizzaId}`,
        async () => {
          await page.getByRole('group', { name: 'Download (digital product)' }).waitFor()
          // Every part open, the folded prices too.
          await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)))
        },
        'product-editor',
      )
      await open('/catalogue/categories', heading('Categories'), 'categories')
      // Saved empty: each refusal is a sentence beside its field, none raw at the form's top.
      await page.getByRole('button', { name: 'Add a category' }).click()
      const category = page.getByRole('form', { name: 'New category' })
      await category.getByRole('button', { name: 'Save category' }).click()
      await saysBeside(category.getByLabel('Name', { exact: true }), 'Enter name')
      expect(await category.getByRole('alert').count()).toBe(0)
      found.push(...(await look(page, 'category-refused', width)))
      await category.getByRole('button', { name: 'Cancel' }).click()
      await open('/catalogue/branches', heading('Branches'), 'branches')
      await page.getByRole('button', { name: 'Edit Downtown' }).click()
      const branch = page.getByRole('form', { name: 'Edit Downtown' })
      await branch.waitFor()
      found.push(...(await look(page, 'branch-form', width)))
      await branch.getByLabel('Pincodes it delivers to (comma separated)').fill('10001, x')
      await branch.getByRole('button', { name: 'Save branch' }).click()
      await saysBeside(branch.getByLabel('Pincodes it delivers to (comma separated)'), 'Pincode 2 needs at least 3 characters')
      expect(await branch.getByRole('alert').count()).toBe(0)
      await branch.getByRole('button', { name: 'Cancel' }).click()
      await open('/customers', heading('Customers'), 'customers')
      await open(`/customers/${customerId}`, heading('Priya'), 'customer')
      // The wallet adjustment, refused without a reason: the message shows beside the field.
      await page.getByLabel('Amount').fill('2.50')
      await page.getByRole('button', { name: 'Adjust' }).click()
      await page.getByText('Say why, in a few words').waitFor()
      await page.getByLabel('Amount').scrollIntoViewIfNeeded()
      found.push(...(await look(page, 'wallet-adjust', width)))
      await open('/reviews', () => page.getByText('Light and creamy, a little too sweet.').waitFor(), 'reviews')
      await open('/staff', () => page.getByText('sam@shop.example').waitFor(), 'staff')
      await page.getByRole('button', { name: 'Invite someone' }).click()
      await page.getByRole('dialog').waitFor()
      found.push(...(await look(page, 'invite', width)))
      await page.getByRole('dialog').getByRole('button', { name: 'Invite' }).click()
      // The schema stops at its first problem: the empty name.
      await saysBeside(page.getByRole('dialog').getByLabel('Name'), 'Enter name')
      expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
      found.push(...(await look(page, 'invite-refused', width)))
      await page.keyboard.press('Escape')
      await open('/audit', () => page.getByRole('listitem').filter({ hasText: 'create staff' }).first().waitFor(), 'audit')
      await close()
      expect(found).toEqual([])
    })
  }

  it('the board and an order by keyboard alone: tab to a card, open it, move its status', { timeout: 120_000 }, async () => {
    const { order } = await prepare()
    const { page, close } = await signedIn('desktop')
    await page.goto(`${journey.store.url}/admin/orders`)
    const card = page.getByRole('link', { name: new RegExp(`#${order.number}\\b`) })
    await card.waitFor()

    /** Presses Tab until `target` has the focus (at most `limit` times); it must show a focus ring. */
    const tabTo = async (target: ReturnType<Page['locator']>, limit = 80) => {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab')
        if (await target.evaluate((el) => el === document.activeElement)) {
          const ring = await target.evaluate((el) => getComputedStyle(el).outlineStyle)
          expect(ring).not.toBe('none')
          return
        }
      }
      throw new Error(`Tab never reached ${String(target)}`)
    }
    await tabTo(card)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor()
    const accept = page.getByRole('button', { name: 'Mark as accepted' })
    await tabTo(accept)
    await page.keyboard.press('Enter')
    await page.getByText('Accepted', { exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Mark as preparing' }).waitFor()
    const moved = await owner<{ order: { status: string } }>('GET', `/api/admin/orders/${order.id}`)
    expect(moved.order.status).toBe('accepted')
    await close()
  })
})
