import { AxeBuilder } from '@axe-core/playwright'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { startAdminStore } from './support/admin-store.ts'
import { browserAvailable, firstScreen, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import type { App } from '../apps/server/src/app.ts'
import { DEFAULT_STAR_COLOR } from '@store/core/browser'

/** A journey reads and checks several screens (axe included) on a machine shared with other runs. */
const JOURNEY_TIMEOUT = 120_000
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The theme screen in Chromium (decisions 0086 and 0088): a new brand colour and logo reach the
 * storefront's header and favicon; the contrast warning shows for a text colour that fails AA; the
 * screen passes axe-core (WCAG 2.2 AA) at 1280 and 375 px.
 */
async function openAdmin(journey: { browser: Browser; store: { url: string } }, width: Width, path: string) {
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
/** A square PNG logo of one colour (pictures are named by their bytes: each colour is a new logo). */
const logoPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 600, height: 600, channels: 4, background: { r, g, b, alpha: 1 } } })
    .png()
    .toBuffer()

describe.skipIf(!browserAvailable)('admin: theme and identity', () => {
  const journey = useServerAndBrowser(startAdminStore)

  it('changes the brand colour and the logo, and the storefront’s header and favicon follow', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { page, close } = await openAdmin(journey, 'desktop', '/design/themes')
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

    const png = await logoPng(250, 204, 21)
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
    const { page, close } = await openAdmin(journey, 'phone', '/design/themes')
    await page.getByRole('form', { name: 'Theme' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-375')
    await firstScreen(page, 'theme-375')
    await close()
  })

  it('asks before leaving unsaved changes at 375 px; leaving without saving drops them', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { page, close } = await openAdmin(journey, 'phone', '/design/themes')
    await page.getByRole('form', { name: 'Theme' }).waitFor()
    const text = page.getByLabel('Page text, as hex')
    const before = await text.inputValue()
    await text.fill('#333333')
    await page.getByRole('link', { name: 'Orders' }).first().click()
    const question = page.getByRole('dialog', { name: 'Save your changes to the theme?' })
    await question.getByText('Shoppers see the theme as it was until you save.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-unsaved-375')
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/design'))
    await page.goto(`${journey.store.url}/admin/design/themes`)
    await page.getByRole('form', { name: 'Theme' }).waitFor()
    expect(await text.inputValue()).toBe(before)
    await close()
  })
})

/**
 * The theme screen of a new, empty store (decision 0102): a colour the owner has not set shows the
 * colour the storefront draws, with its hex; the social preview picture says whether it is the card
 * made from the logo or the owner's own, and a new logo leaves the owner's own picture in place.
 */
describe.skipIf(!browserAvailable)('admin: the theme of an empty store', () => {
  const journey = useServerAndBrowser(() => startAdminStore('empty'))
  const shopperSettings = async (app: App) => (await app.inject({ url: '/api/get-data' })).json().settings as Record<string, unknown>

  it('shows the default star colour shoppers see, and where the social picture comes from', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { app } = journey.store
    expect((await shopperSettings(app)).plugin_product_reviews_star_color ?? '').toBe('')
    const { page, close } = await openAdmin(journey, 'desktop', '/design/themes')
    await page.getByRole('form', { name: 'Theme' }).waitFor()

    // Unset: the swatch and the hex show the storefront's default, and say it is the default.
    expect(await page.getByLabel('Review stars', { exact: true }).inputValue()).toBe(DEFAULT_STAR_COLOR)
    const hex = page.getByLabel('Review stars, as hex')
    expect(await hex.getAttribute('placeholder')).toBe(DEFAULT_STAR_COLOR)
    expect(await hex.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)).toBe(
      `Not set: shoppers see the default, ${DEFAULT_STAR_COLOR}.`,
    )
    const sampleStar = page.getByTestId('theme-sample').getByRole('img', { name: '4 stars out of 5' }).locator('path').first()
    expect(await sampleStar.getAttribute('fill')).toBe(DEFAULT_STAR_COLOR)

    // No logo yet: an empty URL field that says what a logo upload will do.
    const url = page.getByLabel('Social preview picture (URL)')
    expect(await url.inputValue()).toBe('')
    await page.getByText(/Uploading a logo makes a 1200×630 card and uses it here, unless you set your own picture/).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-empty-1280')

    // The upload makes the card and uses it: the field says so instead of showing its URL.
    await page
      .getByLabel(/^(Upload|Replace) logo/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(37, 99, 235) })
    const card = page.getByRole('group', { name: 'Social preview picture' })
    await card.getByText('Made from your logo at 1200×630').waitFor()
    expect(await url.count()).toBe(0)
    const made = (await shopperSettings(app)).og_image as string
    const firstLogo = (await shopperSettings(app)).logo as string
    expect(made).toMatch(/^\/brand\/[0-9a-f]{32}-social\.png$/)
    expect(await card.locator('img').getAttribute('src')).toBe(made)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-social-card-1280')

    // The owner's own picture instead: focus goes to the field; saved, a new logo keeps it.
    await card.getByRole('button', { name: 'Use my own picture instead' }).click()
    expect(await url.evaluate((el) => el === document.activeElement)).toBe(true)
    // The owner's CDN, answered here: the link preview beside the field shows the picture.
    const own = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer()
    await page.route('https://cdn.example.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: own }))
    await url.fill('https://cdn.example.com/card.jpg')
    await page.getByRole('button', { name: 'Save theme' }).click()
    await page.getByText('Saved. The storefront shows it now.').waitFor()
    expect((await shopperSettings(app)).og_image).toBe('https://cdn.example.com/card.jpg')
    await page
      .getByLabel(/^(Upload|Replace) logo/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(22, 163, 74) })
    await expect.poll(() => page.locator('img[alt="Current logo"]').getAttribute('src')).not.toBe(firstLogo)
    expect(await url.inputValue()).toBe('https://cdn.example.com/card.jpg')
    expect((await shopperSettings(app)).og_image).toBe('https://cdn.example.com/card.jpg')

    // And back to the card of the new logo.
    await page.getByRole('button', { name: 'Use the card made from the logo' }).click()
    await card.getByText('Made from your logo at 1200×630').waitFor()
    expect(await card.getByRole('button', { name: 'Use my own picture instead' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    )
    await page.getByRole('button', { name: 'Save theme' }).click()
    await page.getByText('Saved. The storefront shows it now.').waitFor()
    const settings = await shopperSettings(app)
    expect(settings.og_image).toBe((settings.logo as string).replace('-logo.png', '-social.png'))
    expect(settings.og_image).not.toBe(made)
    await close()
  })

  it(
    'saves a footer without its script, says what was removed until the next edit, and shops show the rest',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const { page, close } = await openAdmin(journey, 'desktop', '/design/themes')
      const footer = page.getByLabel(/^Footer HTML/)
      await footer.fill('<p>Baked by <a href="https://example.com" onclick="steal()">Rosa</a></p><script>steal()</script>')
      await page.getByText('Unsaved changes').waitFor()
      await page.getByRole('button', { name: 'Save theme' }).click()
      await page.getByText('Saved. The storefront shows it now.').waitFor()
      const notice = page.getByRole('status').filter({ hasText: 'The store removed what it cannot show safely:' })
      expect(await notice.getByRole('listitem').allTextContents()).toEqual(['onclick attribute on <a>', '<script> element'])
      expect(await footer.inputValue()).toBe('<p>Baked by <a href="https://example.com">Rosa</a></p>')
      expect((await shopperSettings(journey.store.app)).powered_by_zepio).toBe('<p>Baked by <a href="https://example.com">Rosa</a></p>')
      // The notice is about the last save: the next edit takes it away, and the save bar says what is pending.
      await footer.fill('<p>Baked by Rosa</p>')
      await notice.waitFor({ state: 'detached' })
      await page.getByText('Unsaved changes').waitFor()
      await close()
    },
  )

  it('shows the empty store’s theme screen at 375 px with no serious axe violation', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { page, close } = await openAdmin(journey, 'phone', '/design/themes')
    await page.getByRole('form', { name: 'Theme' }).waitFor()
    await page.getByText(`Not set: shoppers see the default, ${DEFAULT_STAR_COLOR}.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'admin-theme-empty-375')
    await close()
  })
})
