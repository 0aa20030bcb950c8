import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { startStore } from './support/store-server.ts'

describe.skipIf(!browserAvailable)('a fresh store in a real browser', () => {
  let browser: Browser
  let store: Awaited<ReturnType<typeof startStore>>
  beforeAll(async () => {
    store = await startStore('demo')
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await store?.stop()
  })

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the demo store's name and categories at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport })
      await page.goto(store.url)
      await expect.poll(() => page.locator('h1').textContent()).toBe('Bella Forno')
      expect(await page.locator('li').count()).toBeGreaterThanOrEqual(8)
      await screenshot(page, `foundation-home-${name}`)
      await page.close()
    })
  }

  it('serves a path the browser router owns with the app, and unknown API paths as JSON 404', async () => {
    const page = await browser.newPage()
    const res = await page.goto(`${store.url}/product/margherita-pizza`)
    expect(res?.status()).toBe(200)
    expect(await res?.headerValue('content-type')).toContain('text/html')
    const api = await page.request.get(`${store.url}/api/does-not-exist`)
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ message: 'Not found' })
    await page.close()
  })
})
