import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, type Width } from './support/pages.ts'
import { HOME_JS_BUDGET_BYTES, jsGzip } from '../test/support/js-weight.ts'

const dist = path.resolve(import.meta.dirname, '../apps/web/dist')

/**
 * The home page's JavaScript budget (README "Page speed"), on the production build: every script a
 * first visit loads until the page is hydrated and the network is quiet, gzip-compressed. A size, not
 * a timing: it does not depend on the machine. `npm run bench:web` prints the same figure.
 */
describe.skipIf(!browserAvailable)('the home page’s JavaScript', () => {
  const journey = useStoreAndBrowser()

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`stays within ${HOME_JS_BUDGET_BYTES / 1024} KB gzip on a first visit, at ${width === 'phone' ? 375 : 1280}px`, async () => {
      const { page, close } = await openPage(journey.browser, width)
      const loaded: string[] = []
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') loaded.push(r.url())
      })
      await page.goto(`${journey.store.url}/`, { waitUntil: 'networkidle' })
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
      const js = jsGzip(dist, loaded)
      expect(js.files.length).toBeGreaterThan(0)
      expect(js.bytes, `${js.files.join(', ')}: ${(js.bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
      await close()
    })
  }
})
