import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** The number the search screen says it found ("28 results"), once it has answered. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByTestId('search-status')
  await status.filter({ hasText: /^\d+\+? results?$/ }).waitFor()
  return Number(/^(\d+)/.exec((await status.textContent()) ?? '')![1])
}

/** The search screen's own cards (on a wide screen the home page's stand behind its dialog). */
const cards = (page: Page) => page.locator('section:has(input[name="q"]) article')

/**
 * The search screen (spec §1 /search) beyond typing: every result reachable by scrolling, a shared
 * link's over-long query, a long word that finds nothing, the wait for a new word, and a box that stays
 * where the shopper is typing.
 */
describe.skipIf(!browserAvailable)('search screen', () => {
  const journey = useStoreAndBrowser()

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('search: reaches every result by scrolling, more than one page of them', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/search`)
        await page.getByPlaceholder('Search for products...').fill('an')
        const count = await resultCount(page)
        expect(count).toBeGreaterThan(24)
        // Each poll brings the last card into view, as a shopper scrolling would; the next page comes.
        await page.waitForFunction((n) => {
          const found = document.querySelectorAll('section:has(input[name="q"]) article')
          found[found.length - 1]?.scrollIntoView()
          return found.length === n
        }, count)
        await page.getByRole('status', { name: 'Loading more products' }).waitFor({ state: 'detached' })
        expect(await cards(page).count()).toBe(count)
        await close()
      })

      it('search: a shared link with a query over 200 characters shows results for its first 200', async () => {
        const url = `${journey.store.url}/search?q=${encodeURIComponent('pizza '.repeat(60))}`
        // The server's page already holds the cut query, so the browser's first render matches it.
        const served = await (await fetch(url)).text()
        expect(served).toContain(`value="${'pizza '.repeat(33)}pi"`)
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, url)
        expect((await page.getByPlaceholder('Search for products...').inputValue()).length).toBe(200)
        expect(await resultCount(page)).toBeGreaterThan(0)
        expect(await page.getByText(/must NOT have|Search failed|couldn't load/).count()).toBe(0)
        await close()
      })

      it('search: a long word that finds nothing wraps inside the screen', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/search`)
        await page.getByPlaceholder('Search for products...').fill('x'.repeat(200))
        const message = page.getByText(/^No results for “x+”\. Try another word\.$/)
        await message.waitFor()
        await screenshot(page, `search-long-no-results-${width}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
        const screen = width === 'desktop' ? page.getByRole('dialog') : page.locator('main')
        const right = (await message.boundingBox())!.x + (await message.boundingBox())!.width
        expect(right).toBeLessThanOrEqual((await screen.boundingBox())!.x + (await screen.boundingBox())!.width)
        await close()
      })

      it('search: shows it is searching while a new word loads, and the offline texts offline', async () => {
        const { page, close, expectConsole } = await openPage(journey.browser, width)
        // What the page asks for offline (a picture behind the dialog) fails, as in the offline journeys.
        expectConsole(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/)
        await visit(page, `${journey.store.url}/search`)
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
        const box = page.getByPlaceholder('Search for products...')
        await box.fill('piz')
        expect(await resultCount(page)).toBe(6)
        await screenshot(page, `search-results-${width}`)
        let release!: () => void
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(/\/api\/search-products\?/, async (route) => {
          await held
          await route.continue()
        })
        await box.fill('coffee')
        const status = page.getByTestId('search-status')
        await status.filter({ hasText: 'Searching...' }).waitFor()
        expect(await page.locator('[aria-busy="true"]').count()).toBe(1)
        await screenshot(page, `search-searching-${width}`)
        release()
        await status.filter({ hasText: /results?$/ }).waitFor()
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0)
        await page.unroute(/\/api\/search-products\?/)

        // Offline with the worker in charge, the screen stays (decision 0061) and says why nothing new comes.
        await page.context().setOffline(true)
        await box.fill('burger')
        await page.locator('section:has(input[name="q"])').getByRole('alert').filter({ hasText: 'You are offline!' }).waitFor()
        expect(await cards(page).count()).toBe(0)
        await page.context().setOffline(false)
        await close()
      })
    })
  }

  it('search: the box stays where it is as results come (1280px dialog)', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await visit(page, `${journey.store.url}/search`)
    const box = page.getByPlaceholder('Search for products...')
    const empty = (await box.boundingBox())!.y
    await box.fill('an')
    await resultCount(page)
    expect((await box.boundingBox())!.y).toBe(empty)
    await close()
  })
})
