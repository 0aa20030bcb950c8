import type { Browser, Page } from 'playwright-core'
import { VIEWPORTS } from './browser.ts'

export type Width = keyof typeof VIEWPORTS

/** A fresh browser context (empty local storage) at the given width, failing on page errors. */
export async function openPage(browser: Browser, width: Width): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[width] })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return {
    page,
    errors,
    // An uncaught error in the page fails the journey even when what it checked looked right.
    async close() {
      await context.close()
      if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`)
    },
  }
}

/** Opens a storefront URL and waits until the app is interactive (hydrated), as a shopper would before tapping. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
}
