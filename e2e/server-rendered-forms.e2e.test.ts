import { describe, expect, it } from 'vitest'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openBeforeTheApp, openPage, type Width } from './support/pages.ts'

/**
 * Decision 0106: log in, register, forgot password, search and the not-found page are rendered on the
 * server like the catalogue. What a shopper types before the app has started is theirs: it stays on
 * screen and is what the form sends (React would otherwise keep its own empty state, or, on a wide
 * screen where the screen is rendered again as a dialog, drop the text).
 */
describe.skipIf(!browserAvailable)('server-rendered forms', () => {
  const journey = useStoreAndBrowser()

  it('renders the public screens on the server, the not-found page with its 404', async () => {
    for (const [path, text] of [
      ['/login?next=%2Faccount%2Fwallet', 'href="/register?next=%2Faccount%2Fwallet"'],
      ['/register', 'Create'],
      ['/forgot-password', 'name="email"'],
      ['/search?q=pizza', 'value="pizza"'],
    ] as const) {
      const res = await fetch(journey.store.url + path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain(text)
    }
    const missing = await fetch(`${journey.store.url}/no-such-screen`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')
    // The shopper's own screens still render in the browser (the session is the browser's).
    expect(await (await fetch(`${journey.store.url}/cart`)).text()).toContain('<div id="root"></div>')
  })

  it('shows the not-found page for what does not exist from the first paint, and keeps it once the app runs', async () => {
    for (const path of ['/product/no-such-product', '/category/no-such-category', '/page/no-such-page', '/product/reviews/999999']) {
      const { page, close } = await openPage(journey.browser, 'phone')
      const app = await openBeforeTheApp(page, journey.store.url + path)
      // The server's page: the not-found text and name, no spinner waiting for the screen's own request.
      await page.getByRole('heading', { name: 'Page not found' }).waitFor()
      expect(await page.getByTestId('screen-title').textContent(), path).toBe('Page not found')
      expect(await page.getByRole('status').count(), path).toBe(0)
      await app.release()
      await page.getByRole('link', { name: 'Back to the store' }).waitFor()
      // Hydrated as rendered (a mismatch fails the journey on its console error), and still named.
      await expect.poll(() => page.title()).toBe('Page not found | Bella Forno')
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), path).toBe(1)
      await close()
    }
  })

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`logs in with what was typed before the app started, at ${width === 'phone' ? 375 : 1280}px`, async () => {
      const stamp = `${Date.now() + (width === 'phone' ? 0 : 1)}`
      const shopper = {
        name: 'Early Typist',
        email: `early.${stamp}@example.com`,
        phone: `+1555${stamp.slice(-7)}`,
        password: 'typed before start',
      }
      const registered = await fetch(`${journey.store.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shopper),
      })
      expect(registered.status).toBe(201)
      const { page, close } = await openPage(journey.browser, width)
      const app = await openBeforeTheApp(page, `${journey.store.url}/login?next=%2Faccount%2Fwallet`)
      await page.getByLabel('E-mail or phone').fill(shopper.email)
      await page.getByLabel('Password', { exact: true }).fill(shopper.password)
      await app.release()
      await expect.poll(() => page.getByLabel('E-mail or phone').inputValue()).toBe(shopper.email)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.waitForURL(/\/account\/wallet$/)
      await close()
    })
  }

  it('searches for what was typed before the app started', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const app = await openBeforeTheApp(page, `${journey.store.url}/search`)
    await page.getByRole('searchbox').fill('pizza')
    await app.release()
    await expect.poll(() => page.getByText(/^\d+\+? results?$/).count()).toBe(1)
    expect(new URL(page.url()).searchParams.get('q')).toBe('pizza')
    await close()
  })
})
