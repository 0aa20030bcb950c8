import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAvailable, screenshot, VIEWPORTS } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

const PASSWORD = 'long enough secret'

/**
 * The keyboard alone (WCAG 2.1.1): logging in, adding an address and placing an order with Tab,
 * typing, Space and Enter, no pointer; dialogs keep focus inside, give it back to their opener and
 * hold the page still (decision 0037); a shopper who asks for reduced motion gets no autoplay.
 */
describe.skipIf(!browserAvailable)('keyboard, dialogs and motion', () => {
  const journey = useStoreAndBrowser()

  /** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
  async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    for (let presses = 0; presses < 80; presses++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
      await page.keyboard.press(key)
    }
    throw new Error(`Tab never reached ${target.toString()}`)
  }

  const focusedInsideDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))

  it('logs in, adds an address and places an order with the keyboard alone', { timeout: 120_000 }, async () => {
    const email = `keys.${Date.now()}@example.com`
    const register = await fetch(`${journey.store.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kiran Rao', email, phone: `+91966${String(Date.now()).slice(-7)}`, password: PASSWORD }),
    })
    expect(register.status).toBe(201)
    const { page, close } = await openPage(journey.browser, 'phone')

    // Log in.
    await visit(page, `${journey.store.url}/login`)
    await tabTo(page, page.getByLabel('E-mail or phone'))
    await page.keyboard.type(email)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))

    // Add an address: every field by Tab, the label by arrow keys, saved with Enter.
    await visit(page, `${journey.store.url}/account/add-address`)
    await tabTo(page, page.getByRole('radio', { name: 'Home' }))
    await page.keyboard.press('ArrowRight') // Work
    for (const [label, value] of [
      ['Name', 'Kiran Rao'],
      ['Phone', '+91 98450 12345'],
      ['House, flat, street', '14 Lake View Road'],
      ['City', 'Springfield'],
      ['State', 'Ohio'],
      ['Pincode', '10001'],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => !url.pathname.endsWith('/add-address'))

    // A dish into the cart from its page, then the checkout, all by keys.
    await visit(page, `${journey.store.url}/product/tiramisu`)
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }))
    await page.keyboard.press('Enter')
    await page.getByText('Added to cart').waitFor()
    await visit(page, `${journey.store.url}/checkout`)
    const address = page.getByRole('radio', { name: /14 Lake View Road/ })
    await address.waitFor()
    await tabTo(page, address)
    await page.keyboard.press('Space')
    expect(await address.isChecked()).toBe(true)
    await tabTo(page, page.getByRole('button', { name: 'Place order' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/order-placed\/[A-Za-z0-9_-]+$/)
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    expect(await page.getByTestId('order-destination').textContent()).toContain('14 Lake View Road')
    await close()
  })

  it('keeps focus inside the options sheet, closes it with Escape and gives focus back, the page held still meanwhile', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/product/margherita-pizza`)
    const opener = page.getByRole('button', { name: /add to cart/i }).first()
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await screenshot(page, 'options-sheet-keyboard-375')
    // However far the shopper tabs, forwards or back, focus stays in the sheet.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      expect(await focusedInsideDialog(page)).toBe(true)
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusedInsideDialog(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    await close()
  })

  it('does the same for the branch picker dialog on a wide screen', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await visit(page, `${journey.store.url}/`)
    const opener = page.getByRole('button', { name: /Downtown/ }).first()
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Choose a branch' }).waitFor()
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      expect(await focusedInsideDialog(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    await close()
  })

  it('plays the banners by themselves, unless the shopper asks for reduced motion', async () => {
    for (const [reducedMotion, expected] of [
      ['no-preference', 'playing'],
      ['reduce', 'paused'],
    ] as const) {
      const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion })
      const page = await context.newPage()
      await visit(page, `${journey.store.url}/`)
      const carousel = page.locator('[aria-roledescription="carousel"]').first()
      await carousel.waitFor()
      await page.mouse.move(0, 0) // the pointer away from it: hovering pauses too
      // The server's HTML cannot know the shopper's motion setting: the carousel says it once its part
      // of the page has hydrated, which may come after the frame marks itself hydrated.
      await expect.poll(() => carousel.getAttribute('data-autoplay'), { message: reducedMotion }).toBe(expected)
      await context.close()
    }
  })
})
