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

  for (const [path, width] of [
    ['/product/margherita-pizza', 480],
    ['/category/pizzas', 480],
    ['/login', 480],
    // Content pages take the wider dialog (spec §2: 80vw of 1280).
    ['/page/about-us', 1024],
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
      await screenshot(page, `wide-first-paint${path.replaceAll('/', '-')}-before-app`)
      await app.release()
      await page.getByRole('dialog').waitFor()
      const dialog = await boxOf(page, '[role="dialog"]')
      expect(dialog).toEqual(frame)
      await close()
    })
  }

  it('keeps the phone frame full width at 375px', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const app = await openBeforeTheApp(page, `${journey.store.url}/product/margherita-pizza`)
    expect((await boxOf(page, 'main >> xpath=..')).width).toBe(375)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible')
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true)
    await app.release()
    expect((await boxOf(page, 'main >> xpath=..')).width).toBe(375)
    await close()
  })
})
