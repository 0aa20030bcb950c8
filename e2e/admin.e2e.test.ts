import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { ElementHandle, Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, type Width } from './support/pages.ts'
import { startAdminStore } from './support/admin-store.ts'
import { addAddress, addToCart, placeOrder, registerShopper } from '../test/support/factories.ts'
import { staffSession } from '../test/support/staff.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const OWNER_PASSWORD = 'owner of the shop 1'
const STAFF_PASSWORD = 'counter staff pass 2'

/**
 * The owner's app in Chromium (decisions 0050–0053): the first owner sets up, invites a staff member
 * who signs in and cannot open the catalogue; a shopper's order appears on the board without a
 * reload; the owner moves it to delivered while the shopper's tracking page follows, and refunds half.
 * axe-core checks every screen on the way; the board is also used at 375 px.
 */
describe.skipIf(!browserAvailable)("the owner's app at /admin", () => {
  const journey = useServerAndBrowser(startAdminStore)

  async function axe(page: Page, label: string) {
    await page.waitForFunction(() => !document.querySelector('.animate-pulse'))
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    const found = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${label}: ${v.id} at ${n.target.join(' ')}: ${v.help}`))
    expect(found).toEqual([])
  }

  async function shot(page: Page, name: string, width: Width) {
    await screenshot(page, `admin-${name}-${width === 'phone' ? 375 : 1280}`)
  }

  /** The app at `path`, signed in with `token` (the owner token unless a staff member's is given). */
  async function openAdmin(width: Width, path: string, token = OWNER_TOKEN) {
    const opened = await openPage(journey.browser, width)
    await opened.page.addInitScript((t) => localStorage.setItem('store-admin-token', t), token)
    await opened.page.goto(`${journey.store.url}/admin${path}`)
    return opened
  }

  /** The names of the links (and buttons) inside `scope`, in order. */
  const names = (scope: ReturnType<Page['locator']>) =>
    scope.locator('a, button').evaluateAll((all) => all.map((el) => (el.textContent ?? '').trim()))

  it(
    'sets up the first owner, invites staff, takes an order live to delivered, refunds half; staff cannot open the catalogue',
    { timeout: 240_000 },
    async () => {
      const { url, app } = journey.store
      const link = await app.ctx.services.staffSetup.firstOwnerLink()
      const owner = await openPage(journey.browser, 'desktop')
      const page = owner.page

      // The first owner, through the one-time link printed at first start.
      await page.goto(`${url}${link}`)
      await page.getByRole('heading', { name: 'Set up the shop’s owner' }).waitFor()
      await axe(page, 'setup')
      await shot(page, 'setup', 'desktop')
      await page.getByLabel('Your name').fill('Asha Owner')
      await page.getByLabel('E-mail').fill('asha@shop.example')
      await page.getByLabel('Password').fill(OWNER_PASSWORD)
      await page.getByRole('button', { name: 'Create the owner account' }).click()
      // Owners and managers land on the sales dashboard (decision 0092); staff on the board (below).
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Orders', exact: true }).first().click()
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor()
      await page.getByText('Live', { exact: true }).waitFor()
      await axe(page, 'board')

      // Invite a staff member; they set their password through their own link and sign in.
      await page.getByRole('link', { name: 'Staff' }).first().click()
      await page.getByRole('button', { name: 'Invite someone' }).click()
      await page.getByLabel('Name').fill('Sam Counter')
      await page.getByLabel('E-mail').fill('sam@shop.example')
      await page.getByRole('button', { name: 'Invite', exact: true }).click()
      const setupLink = await page.getByLabel('Setup link').inputValue()
      await axe(page, 'invite dialog')
      await page.getByRole('button', { name: 'Done' }).click()
      await page.getByText('sam@shop.example').waitFor()
      await axe(page, 'staff')
      await shot(page, 'staff', 'desktop')

      const staff = await openPage(journey.browser, 'desktop')
      await staff.page.goto(setupLink)
      await staff.page.getByText('Welcome, Sam Counter').waitFor()
      await staff.page.getByLabel('Password').fill(STAFF_PASSWORD)
      await staff.page.getByRole('button', { name: 'Save and sign in' }).click()
      await staff.page.getByRole('heading', { name: 'Orders' }).waitFor()
      expect(await staff.page.getByRole('link', { name: 'Catalogue' }).count()).toBe(0)
      await staff.page.goto(`${url}/admin/catalogue`)
      await staff.page.getByRole('heading', { name: 'Not for your role' }).waitFor()
      await axe(staff.page, 'not for your role')
      const token = await staff.page.evaluate(() => localStorage.getItem('store-admin-token'))
      const write = await fetch(`${url}/api/admin/categories`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(write.status).toBe(403)
      // Sign out, then in again with e-mail and password.
      await staff.page.getByRole('button', { name: 'Sign out' }).first().click()
      await staff.page.getByRole('heading', { name: 'Sign in to the shop' }).waitFor()
      await axe(staff.page, 'sign-in')
      await shot(staff.page, 'sign-in', 'desktop')
      await staff.page.getByLabel('E-mail').fill('sam@shop.example')
      await staff.page.getByLabel('Password').fill(STAFF_PASSWORD)
      await staff.page.getByRole('button', { name: 'Sign in' }).click()
      // Back where they were: still not for their role.
      await staff.page.getByRole('heading', { name: 'Not for your role' }).waitFor()
      await staff.close()

      // The owner's board is open; a shopper places an order: it appears without a reload.
      await page.getByRole('link', { name: 'Orders' }).first().click()
      await page.getByText('Live', { exact: true }).waitFor()
      const shopper = await registerShopper(app, 'Priya')
      const addressId = await addAddress(app, shopper.headers)
      const { product } = (await app.inject({ url: '/api/get-product?slug=tiramisu' })).json()
      await addToCart(app, shopper.headers, 1, product.id, 2)
      const order = await placeOrder(app, shopper.headers, 1, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })
      const card = page.getByRole('link', { name: new RegExp(`#${order.number}\\b`) })
      await card.waitFor({ timeout: 10_000 })
      await expect.poll(() => page.title()).toMatch(/^\(1\) Orders/)
      await shot(page, 'board', 'desktop')

      // The shopper watches their tracking page in their own browser.
      const tracking = await openPage(journey.browser, 'phone')
      await tracking.page.goto(`${url}/track-order/${order.id}`)
      await tracking.page
        .getByTestId('track-status')
        .filter({ hasText: 'Order placed' })
        .or(tracking.page.getByTestId('track-status'))
        .first()
        .waitFor()

      await card.click()
      await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor()
      await axe(page, 'order')
      for (const next of ['accepted', 'preparing', 'out for delivery', 'delivered']) {
        await page.getByRole('button', { name: `Mark as ${next}` }).click()
        await page
          .getByText(next === 'out for delivery' ? 'Out for delivery' : next[0]!.toUpperCase() + next.slice(1), { exact: true })
          .first()
          .waitFor()
      }
      await tracking.page.getByTestId('track-status').filter({ hasText: 'Delivered' }).waitFor({ timeout: 15_000 })

      // Refund half.
      await page.getByRole('button', { name: 'Refund' }).click()
      await page.getByRole('button', { name: 'Half' }).click()
      await page.getByLabel('Reason').fill('Late delivery')
      await axe(page, 'refund dialog')
      await page.getByRole('button', { name: 'Refund', exact: true }).last().click()
      await page.getByText('Payment: cash, partially refunded').waitFor()
      const after = (
        await app.inject({
          url: `/api/admin/orders/${order.id}`,
          headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('store-admin-token'))}` },
        })
      ).json()
      expect(after.order.totals.refunded).toBe(Math.floor(after.order.totals.total / 2))
      await page.getByText('Asha Owner · refund').waitFor()
      await shot(page, 'order', 'desktop')

      // Back on the board, the card says how it was paid in words, inside its own edge.
      await page.getByRole('link', { name: 'Orders' }).first().click()
      const done = page.getByRole('link', { name: new RegExp(`^#${order.number}\\b`) })
      await expect.poll(async () => done.textContent()).toContain('cash partially refunded')
      expect(await done.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

      // The audit log shows the owner's moves; filter by the object.
      await page.getByRole('link', { name: 'Audit log' }).first().click()
      await page.getByLabel('Object', { exact: true }).selectOption('order')
      // Named by its number, as people know it.
      await page.getByText(`order #${order.number}`).first().waitFor()
      await axe(page, 'audit')
      await shot(page, 'audit', 'desktop')
      await tracking.close()
      await owner.close()
    },
  )

  it('works as a board at 375 px: bottom navigation, a new order appears, the connection state shows', { timeout: 120_000 }, async () => {
    const { url, app } = journey.store
    const phone = await openPage(journey.browser, 'phone')
    const page = phone.page
    await page.goto(`${url}/admin`)
    await page.getByLabel('E-mail').fill('asha@shop.example')
    await page.getByLabel('Password').fill(OWNER_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The owner lands on the dashboard (decision 0092); the board is one tap away in the bottom bar.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await page.getByText('Live', { exact: true }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Sections' }).last()
    expect(await nav.boundingBox()).toMatchObject({ y: expect.any(Number) })
    expect((await nav.boundingBox())!.y).toBeGreaterThan(700)
    const shopper = await registerShopper(app, 'Ravi')
    const { product } = (await app.inject({ url: '/api/get-product?slug=tiramisu' })).json()
    await addToCart(app, shopper.headers, 1, product.id, 1)
    const order = await placeOrder(app, shopper.headers, 1, { fulfilment: 'pickup', payment_method: 'cod' })
    await page.getByRole('link', { name: new RegExp(`#${order.number}\\b`) }).waitFor({ timeout: 10_000 })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await axe(page, 'board 375')
    await shot(page, 'board', 'phone')
    await page.getByRole('link', { name: new RegExp(`#${order.number}\\b`) }).click()
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor()
    await axe(page, 'order 375')
    await shot(page, 'order', 'phone')
    await phone.close()
  })

  it('groups the side navigation under honest headings, and each role sees only its sections', { timeout: 60_000 }, async () => {
    const { page, close } = await openAdmin('desktop', '/orders')
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor()
    const side = page.getByRole('navigation', { name: 'Sections' }).first()
    // Each heading names one list, and every section sits in one of them.
    const groups = {
      'Day to day': ['Orders', 'Dashboard', 'Customers', 'Reviews'],
      Selling: ['Catalogue', 'Marketing'],
      Design: ['Home layout', 'Theme', 'Pages'],
      Store: ['Import / export', 'Staff', 'Audit log', 'Settings'],
    }
    for (const [group, sections] of Object.entries(groups)) expect(await names(side.getByRole('list', { name: group }))).toEqual(sections)
    expect(await side.getByRole('link').count()).toBe(Object.values(groups).flat().length)
    // The heading sits nearer its own first link than the link above it.
    const heading = await side.getByText('Design', { exact: true }).boundingBox()
    const above = await side.getByRole('link', { name: 'Marketing' }).boundingBox()
    const below = await side.getByRole('link', { name: 'Home layout' }).boundingBox()
    expect(below!.y - (heading!.y + heading!.height)).toBeLessThan(heading!.y - (above!.y + above!.height))
    await axe(page, 'side navigation')
    await shot(page, 'navigation', 'desktop')
    await close()

    const staff = await staffSession(journey.store.app, 'staff', 'Nav Staff')
    const counter = await openAdmin('desktop', '/orders', staff.token)
    const staffSide = counter.page.getByRole('navigation', { name: 'Sections' }).first()
    await staffSide.getByRole('link', { name: 'Orders' }).waitFor()
    expect(await names(staffSide.getByRole('list', { name: 'Day to day' }))).toEqual(['Orders', 'Reviews'])
    expect(await staffSide.getByRole('list').count()).toBe(2) // the groups' list and Day to day's: no empty group
    expect(await staffSide.getByText('Design', { exact: true }).count()).toBe(0)
    await counter.close()
  })

  it(
    'at 375 px: a bottom bar of the most used sections, Orders first, and "More" with every section, by keyboard',
    { timeout: 90_000 },
    async () => {
      const { page, close } = await openAdmin('phone', '/orders')
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor()
      // By CSS, not by role: while the modal sheet is open, the page behind it is outside the accessibility tree.
      const bar = page.locator('nav[aria-label="Sections"]').last()
      expect(await names(bar)).toEqual(['Orders', 'Dashboard', 'Catalogue', 'Customers', 'More'])
      // Nothing hides past the edge: the bar does not scroll sideways.
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      for (const tab of await bar.locator('a, button').all()) expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44)

      // "More" opens a sheet of every section, grouped; focus stays inside; Escape closes it and focus returns.
      const more = bar.locator('button', { hasText: 'More' })
      await more.focus()
      await page.keyboard.press('Enter')
      const sheet = page.getByRole('dialog', { name: 'All sections' })
      await sheet.waitFor()
      expect(await more.getAttribute('aria-expanded')).toBe('true')
      for (const group of ['Day to day', 'Selling', 'Design', 'Store']) await sheet.getByRole('list', { name: group }).waitFor()
      expect(await sheet.getByRole('link').count()).toBe(13)
      await axe(page, 'more sheet 375')
      await shot(page, 'navigation-more', 'phone')
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press('Tab')
        expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await sheet.waitFor({ state: 'detached' })
      expect(await more.evaluate((el) => el === document.activeElement)).toBe(true)

      // A section from the sheet opens, the sheet closes, and "More" shows where the person is.
      await more.click()
      await sheet.getByRole('link', { name: 'Theme' }).click()
      await page.getByRole('heading', { name: 'Theme', level: 1 }).waitFor()
      await sheet.waitFor({ state: 'detached' })
      expect(await more.textContent()).toContain('now open: Theme')
      await close()

      // Staff have two sections: both in the bar, and no "More".
      const staff = await staffSession(journey.store.app, 'staff', 'Phone Staff')
      const counter = await openAdmin('phone', '/orders', staff.token)
      await counter.page.getByRole('heading', { name: 'Orders', exact: true }).waitFor()
      expect(await names(counter.page.getByRole('navigation', { name: 'Sections' }).last())).toEqual(['Orders', 'Reviews'])
      await counter.close()
    },
  )

  it(
    'the board’s filters read whole at 375 and 1280 px; on a phone the rarer ones fold under "More filters"',
    { timeout: 90_000 },
    async () => {
      /** Each filter whose box is narrower than its longest choice (or whose label is cut), with both widths. */
      const clipped = (page: Page) =>
        page.locator('main').evaluate((main) => {
          const found: string[] = []
          for (const label of main.querySelectorAll('label')) {
            const control = document.getElementById(label.htmlFor)
            if (!(control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && control.type === 'date'))) continue
            if (label.scrollWidth > label.clientWidth) found.push(`label ${label.textContent} is cut`)
            const has = control.getBoundingClientRect().width
            const width = control.style.width
            control.style.width = 'max-content'
            const needs = control.getBoundingClientRect().width
            control.style.width = width
            if (has + 0.5 < needs) found.push(`${label.textContent}: ${Math.round(has)} px for ${Math.round(needs)} px`)
          }
          return found
        })
      const phone = await openAdmin('phone', '/orders')
      let page = phone.page
      await page.getByText('Live', { exact: true }).waitFor()
      expect(await clipped(page)).toEqual([])
      expect(await page.getByLabel('Payment', { exact: true }).isVisible()).toBe(false)
      await page.getByRole('button', { name: 'More filters' }).click()
      await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Online, refunded' })
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Out for delivery' })
      expect(await clipped(page)).toEqual([])
      await page.getByRole('button', { name: /^More filters\W+1 set$/ }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await axe(page, 'filters 375')
      await shot(page, 'board-filters', 'phone')
      // Reloaded with a folded filter set, the fold opens by itself: no filter is hidden while it applies.
      await page.reload()
      await page.getByLabel('Payment', { exact: true }).waitFor()
      expect(await page.getByRole('button', { name: /^More filters\W+1 set$/ }).getAttribute('aria-expanded')).toBe('true')
      await phone.close()

      const desk = await openAdmin('desktop', '/orders?status=out_for_delivery&payment=online_refunded')
      page = desk.page
      await page.getByText('Live', { exact: true }).waitFor()
      expect(await clipped(page)).toEqual([])
      expect(await page.getByRole('button', { name: /More filters/ }).isVisible()).toBe(false)
      // The five filters sit in one row beside each other at 1280 px.
      const tops = await Promise.all(
        ['Status', 'Branch', 'Payment', 'From', 'To'].map(async (l) => (await page.getByLabel(l, { exact: true }).boundingBox())!.y),
      )
      expect(new Set(tops).size).toBe(1)
      await shot(page, 'board-filters', 'desktop')
      await desk.close()
    },
  )

  /** The board at 1280 px, connected, and the fields named `labels` for a script to drive in one task. */
  async function liveBoardFields<T extends HTMLElement>(labels: string[]) {
    const desk = await openAdmin('desktop', '/orders')
    await desk.page.getByText('Live', { exact: true }).waitFor()
    const fields = await Promise.all(
      labels.map(async (l) => (await desk.page.getByLabel(l, { exact: true }).elementHandle()) as ElementHandle<T>),
    )
    return { ...desk, fields }
  }

  it('two filters changed before the board renders the first keep both in the URL', { timeout: 60_000 }, async () => {
    const desk = await liveBoardFields<HTMLSelectElement>(['Payment', 'Status'])
    const page = desk.page
    // Both changes run in one task: the router writes the address bar at once, but renders the new
    // search only in a later task (a transition), as on a slow board.
    const firstInAddressBar = await page.evaluate(async ([payment, status]) => {
      const choose = (select: HTMLSelectElement, value: string) => {
        select.value = value
        select.dispatchEvent(new Event('change', { bubbles: true }))
      }
      choose(payment!, 'online_refunded')
      for (let i = 0; i < 1000 && !location.search.includes('payment'); i++) await Promise.resolve()
      const written = location.search.includes('payment')
      choose(status!, 'out_for_delivery')
      return written
    }, desk.fields)
    expect(firstInAddressBar).toBe(true)
    await page.getByRole('heading', { name: /^Out for delivery( \d+)?$/ }).waitFor()
    expect(new URL(page.url()).searchParams.get('payment')).toBe('online_refunded')
    expect(new URL(page.url()).searchParams.get('status')).toBe('out_for_delivery')
    expect(await page.getByLabel('Payment', { exact: true }).inputValue()).toBe('online_refunded')
    await desk.close()
  })

  it('a search typed faster than the board renders keeps every key', { timeout: 60_000 }, async () => {
    const desk = await liveBoardFields<HTMLInputElement>(['Search'])
    const page = desk.page
    // Three keys in one task, each after the router has written the address bar but before it renders:
    // a field fed from the URL would still show the last render's text and drop the keys before.
    const shown = await page.evaluate(async ([field]) => {
      const input = field!
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      for (const key of ['4', '2', '7']) {
        setValue.call(input, input.value + key)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        for (let i = 0; i < 1000 && !location.search.endsWith(key); i++) await Promise.resolve()
      }
      return input.value
    }, desk.fields)
    expect(shown).toBe('427')
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('427')
    expect(await page.getByLabel('Search').inputValue()).toBe('427')
    // A link that clears the filters empties the field too.
    await page.getByRole('link', { name: 'Orders', exact: true }).first().click()
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe('')
    await desk.close()
  })
})
