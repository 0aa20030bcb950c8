import { AxeBuilder } from '@axe-core/playwright'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { startAdminStore } from './support/admin-store.ts'
import { browserAvailable, firstScreen, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** A journey reads and checks several screens (axe included) on a machine shared with other runs. */
const JOURNEY_TIMEOUT = 120_000
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The theme screen in Chromium (decisions 0086 and 0088): a new brand colour and logo reach the
 * storefront's header and favicon; the contrast warning shows for a text colour that fails AA; the
 * screen passes axe-core (WCAG 2.2 AA) at 1280 and 375 px.
 */
describe.skipIf(!browserAvailable)('admin: theme and identity', () => {
  const journey = useServerAndBrowser(startAdminStore)

  async function openAdmin(width: Width, path: string) {
    const opened = await openPage(journey.browser, width)
    await opened.page.addInitScript((token) => localStorage.setItem('store-admin-token', token), OWNER_TOKEN)
    await opened.page.goto(`${journey.store.url}/admin${path}`)
    return opened
  }
  async function seriousViolations(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`))
  }

  it('changes the brand colour and the logo, and the storefront’s header and favicon follow', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { page, close } = await openAdmin('desktop', '/design/themes')
    await page.getByRole('heading', { name: 'Theme', level: 1 }).waitFor()
    await page.getByRole('form', { name: 'Theme' }).waitFor()

    // A page text colour that fails AA on white is warned about, with what shoppers see instead.
    await page.getByLabel('Page text, as hex').fill('#cccccc')
    await page.getByText(/#cccccc on #ffffff has a contrast of 1\.\d\d:1/).waitFor()
    await page.getByLabel('Page text, as hex').fill('#1c1917')
    expect(await page.getByText(/below the 4\.5:1/).count()).toBe(0)

    await page.getByLabel('Store colour (header and buttons), as hex').fill('#0f766e')
    const sampleHeader = page.getByTestId('theme-sample').locator('div').first()
    expect(await sampleHeader.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)')

    const png = await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 250, g: 204, b: 21, alpha: 1 } } })
      .png()
      .toBuffer()
    await page.getByLabel(/^(Upload|Replace) logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    // Made and saved by the server (every icon, the card): the screen shows the new logo when it answers.
    const current = page.locator('img[alt="Current logo"][src^="/brand/"]')
    await current.waitFor()
    const logoUrl = (await current.getAttribute('src'))!
    expect(logoUrl).toMatch(/^\/brand\/[0-9a-f]{32}-logo\.png$/)
    await page.getByRole('list', { name: 'Icons' }).locator('img[src*="-icon-16.png"]').waitFor()

    await page.getByRole('button', { name: 'Save theme' }).click()
    await page.getByText('Saved. The storefront shows it now.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-1280')
    await firstScreen(page, 'theme-1280')
    await close()

    const shop = await openPage(journey.browser, 'desktop')
    await visit(shop.page, `${journey.store.url}/`)
    const header = shop.page.locator('header').first()
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)')
    expect(await header.locator('img').first().getAttribute('src')).toBe(logoUrl)
    const favicon = await shop.page.locator('link[rel="icon"][sizes="32x32"]').getAttribute('href')
    expect(favicon).toBe(logoUrl.replace('logo.png', 'icon-32.png'))
    const icon = await fetch(`${journey.store.url}${favicon}`)
    const meta = await sharp(Buffer.from(await icon.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32])
    await shop.close()
  })

  it('shows the theme screen at 375 px with no serious axe violation', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { page, close } = await openAdmin('phone', '/design/themes')
    await page.getByRole('form', { name: 'Theme' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-375')
    await firstScreen(page, 'theme-375')
    await close()
  })
})
