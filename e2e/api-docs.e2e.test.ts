import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { operations, type OpenApiDocument } from '../test/support/openapi.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Policy violations the page reports, as events and as Chromium's console lines. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) messages.push(m.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`))
  })
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

/**
 * The API reference at /api/docs (decision 0066): Swagger UI from the store's own origin renders
 * every operation of the served document under the page's own policy, with nothing loaded from
 * elsewhere, usable with the keyboard, and without serious or critical axe findings. The
 * storefront's pages neither load it nor change their policy.
 */
describe.skipIf(!browserAvailable)('the API reference page', () => {
  const journey = useStoreAndBrowser()

  for (const width of ['desktop', 'phone'] as Width[])
    it(`renders every operation with no policy violation and nothing from elsewhere (${width})`, async () => {
      const { page, close } = await openPage(journey.browser, width)
      const violations = await watchViolations(page)
      const origins = new Set<string>()
      page.on('request', (r) => origins.add(new URL(r.url()).origin))
      const res = await page.goto(`${journey.store.url}/api/docs`)
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
      // Tags start closed (decision 0066); each one opened draws every operation the document gives it.
      const doc = (await (await fetch(`${journey.store.url}/api/openapi.json`)).json()) as OpenApiDocument
      const perTag = new Map<string, number>()
      for (const op of operations(doc)) for (const tag of op.op.tags ?? []) perTag.set(tag, (perTag.get(tag) ?? 0) + 1)
      await page.locator('.opblock-tag').first().waitFor()
      expect(await page.locator('.opblock-tag').count()).toBe(perTag.size)
      let drawn = 0
      for (const [tag, count] of perTag) {
        await page.locator(`#operations-tag-${tag}`).click()
        await expect.poll(() => page.locator('.opblock').count()).toBe(count)
        drawn += count
        await page.locator(`#operations-tag-${tag}`).click()
        await expect.poll(() => page.locator('.opblock').count()).toBe(0)
      }
      expect(drawn).toBeGreaterThanOrEqual(112)
      await page.locator('#operations-tag-orders').click()
      // Attached, not visible: a phone hides the operation ids to keep the paths' width.
      await page.locator('.opblock-summary-operation-id', { hasText: 'placeOrder' }).first().waitFor({ state: 'attached' })
      const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
      const serious = found.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`))).toEqual([])
      // The top of the page: a full-page picture of 112 operations is 10,000 px tall and slow to take.
      await page.screenshot({ path: `screenshots/api-docs-${width}.png` })
      expect(await violations()).toEqual([])
      expect([...origins]).toEqual([journey.store.url])
      await close()
    }, 120_000) // axe over 112 operations takes a while on a busy machine

  it('opens an operation from the keyboard and shows its security and errors', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await page.goto(`${journey.store.url}/api/docs`)
    // The first tag is reached from the top of the page with Tab alone; Enter opens the cart's.
    const first = page.locator('.opblock-tag button').first()
    await first.waitFor()
    for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.locator('#operations-tag-cart button').first().focus()
    await page.keyboard.press('Enter')
    const summary = page.locator('#operations-cart-cartAdd .opblock-summary-control')
    await summary.waitFor()
    await summary.focus()
    await page.keyboard.press('Enter')
    await page.locator('#operations-cart-cartAdd .opblock-summary-control[aria-expanded="true"]').waitFor()
    const body = page.locator('#operations-cart-cartAdd')
    for (const status of ['201', '401', '404', '413', '415', '422', '429'])
      await body.locator(`tr.response[data-code="${status}"]`).waitFor()
    await body.locator('.authorization__btn').first().waitFor()
    await body.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'screenshots/api-docs-cart-add.png' })
    await close()
  })

  it('leaves the storefront without Swagger UI and with its own policy', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    const scripts: string[] = []
    page.on('request', (r) => scripts.push(r.url()))
    await visit(page, journey.store.url)
    expect(scripts.filter((url) => url.includes('swagger'))).toEqual([])
    const policy = (await fetch(journey.store.url)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self' 'sha256-")
    expect(policy).not.toContain('swagger')
    await close()
  })
})
