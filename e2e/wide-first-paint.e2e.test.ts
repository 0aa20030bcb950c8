import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openBeforeTheApp, openPage } from './support/pages.ts'

/** The box a screen is drawn in: the server's frame around <main>, or the app's dialog. */
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox()
  expect(box, selector).not.toBeNull()
  return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) }
}

/**
 * Decision 0108: the server renders every screen but home in the phone frame, whatever the width. On a
 * wide screen that frame is drawn as the dialog the app opens once it runs, in the same box, so a
 * shopper landing there from a link meets a dialog from the first paint, not a full-width phone page
 * that jumps into one.
 */
describe.skipIf(!browserAvailable)('a wide screen’s first paint', () => {
  const journey = useStoreAndBrowser()

  // Each screen's name is in its header from the first paint: its data's (a product's, a category's,
  // a page's) or its route's (log in), written by the server and kept by the app.
  for (const [path, width, name] of [
    ['/product/margherita-pizza', 480, 'Margherita Pizza'],
    ['/category/pizzas', 480, 'Pizzas'],
    ['/login', 480, 'Log in'],
    // Content pages take the wider dialog (spec §2: 80vw of 1280).
    ['/page/about-us', 1024, 'About us'],
  ] as const) {
    it(`draws ${path} in the dialog's box before the app runs, at 1280px`, async () => {
      const { page, close } = await openPage(journey.browser, 'desktop')
      const app = await openBeforeTheApp(page, journey.store.url + path)
      const frame = await boxOf(page, 'main >> xpath=..')
      expect(frame.width).toBe(width)
      expect(frame.x).toBe((1280 - width) / 2)
      // The page behind does not scroll, as under the dialog: no scrollbar comes or goes when it takes over.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden')
      // The phone's back button and cart are not part of the dialog.
      await expect.poll(() => page.getByRole('button', { name: 'Back' }).isVisible()).toBe(false)
      await expect.poll(() => page.getByTestId('top-bar-cart').isVisible()).toBe(false)
      expect(await page.getByTestId('screen-title').textContent()).toBe(name)
      await screenshot(page, `wide-first-paint${path.replaceAll('/', '-')}-before-app`)
      // The dialog is named from its first render, not "Store" until the screen's effects run.
      await page.evaluate(() => {
        const seen = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]')
          if (!dialog) return
          document.body.dataset.firstDialogName = dialog.getAttribute('aria-label') ?? ''
          seen.disconnect()
        })
        seen.observe(document.body, { childList: true, subtree: true })
      })
      await app.release()
      await page.getByRole('dialog', { name }).waitFor()
      expect(await page.evaluate(() => document.body.dataset.firstDialogName)).toBe(name)
      const dialog = await boxOf(page, '[role="dialog"]')
      expect(dialog).toEqual(frame)
      await close()
    })
  }

  it('keeps the phone frame full width at 375px', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const app = await openBeforeTheApp(page, `${journey.store.url}/product/margherita-pizza`)
    expect((await boxOf(page, 'main >> xpath=..')).width).toBe(375)
    expect(await page.getByTestId('screen-title').textContent()).toBe('Margherita Pizza')
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible')
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true)
    await app.release()
    expect((await boxOf(page, 'main >> xpath=..')).width).toBe(375)
    await close()
  })
})
