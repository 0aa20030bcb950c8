import { afterEach, describe, expect, it } from 'vitest'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

const PLUGIN_CHUNKS = ['WhatsAppChat', 'Analytics', 'WheelOfPopups', 'SocialProof', 'TawkChat', 'CrispChat', 'CookieConsent']
const widths: Width[] = ['phone', 'desktop']

describe.skipIf(!browserAvailable)('store states: closed, preview, plugins, digital, served head', () => {
  const journey = useStoreAndBrowser()
  afterEach(async () => {
    await journey.store.setSettings({
      globalStoreEnable: true,
      addedProduct: true,
      store_type: 'food',
      ...Object.fromEntries(
        ['whatsapp_chat', 'analytics', 'wheel_of_popups', 'social_proof', 'tawk_chat', 'crisp_chat', 'cookie_consent'].map((p) => [
          `plugin_${p}_enable`,
          false,
        ]),
      ),
    })
  })

  for (const width of widths) {
    it(`shows the closed-store screen when globalStoreEnable is false (${width})`, async () => {
      await journey.store.setSettings({ globalStoreEnable: false })
      const { page, close } = await openPage(journey.browser, width)
      await visit(page, `${journey.store.url}/category/pizzas`)
      await page.getByText('Sorry, we are currently not accepting orders right now. We will be back shortly.', { exact: true }).waitFor()
      expect(await page.getByRole('heading', { name: 'Bella Forno' }).isVisible()).toBe(true)
      expect(await page.locator('main img').count()).toBe(1) // the logo
      expect(await page.locator('.animate-closed').count()).toBe(1)
      expect(await page.locator('header').count()).toBe(0)
      await screenshot(page, `closed-${width}`)
      await close()
    })

    it(`shows the preview when no product was added, and real blocks inside a frame (${width})`, async () => {
      await journey.store.setSettings({ addedProduct: false })
      const { page, close } = await openPage(journey.browser, width)
      await visit(page, journey.store.url)
      await page.getByText('This is a preview of your store', { exact: false }).waitFor()
      expect(await page.getByRole('link', { name: 'Add Product' }).first().getAttribute('href')).toBe('/admin/catalogue/products/add')
      expect(await page.getByRole('link', { name: 'Customize theme' }).getAttribute('href')).toBe('/admin/design/themes')
      expect(await page.getByRole('link', { name: 'Search for products...' }).getAttribute('href')).toBe('/search')
      const sections = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      expect(await sections('Add Your Categories').locator('li').count()).toBe(8)
      expect(await sections('Featured Products').locator('li').count()).toBe(5)
      expect(await sections('Featured Products').getByText('Add to Cart').count()).toBe(5)
      expect(await page.getByRole('heading', { name: 'Add Your Products' }).count()).toBe(1)
      expect(await sections('Popular Categories').locator('li').count()).toBe(width === 'phone' ? 6 : 0)
      const banners = page.locator('[aria-label="Sample banners"]')
      expect(await banners.locator('[aria-roledescription="slide"]').count()).toBe(3)
      expect(await banners.getByRole('button', { name: /Show slide/ }).count()).toBe(3)
      await screenshot(page, `preview-${width}`)
      // The admin previews the store in a frame (its preview address, decision 0083): real blocks show there.
      const preview = await fetch(`${journey.store.url}/api/admin/layout/preview`, { method: 'POST', headers: journey.store.ownerHeaders })
      const { url: previewPath } = (await preview.json()) as { url: string }
      await page.setContent(`<iframe src="${journey.store.url}${previewPath}" style="width:100%;height:700px;border:0"></iframe>`)
      const frame = page.frameLocator('iframe')
      await frame.locator('[data-block="banner_slider"]').waitFor()
      expect(await frame.getByText('This is a preview of your store', { exact: false }).count()).toBe(0)
      await close()
    })

    it(`hides the price call-to-action in a digital store (${width})`, async () => {
      await journey.store.setSettings({ store_type: 'digital' })
      const { page, close } = await openPage(journey.browser, width)
      await visit(page, `${journey.store.url}/category/pizzas`)
      await page.getByRole('article').first().waitFor()
      expect(await page.getByTestId('price-cta').count()).toBe(0)
      await close()
    })
  }

  it('requests no plugin code when every plugin is off', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await visit(page, journey.store.url)
    await page.locator('[data-testid="products-infinite-scroll"] article').first().waitFor()
    await page.waitForTimeout(500)
    for (const chunk of PLUGIN_CHUNKS)
      expect(
        requested.filter((u) => u.includes(`/${chunk}-`)),
        chunk,
      ).toEqual([])
    expect(requested.filter((u) => !u.startsWith(journey.store.url))).toEqual([])
    await close()
  })

  for (const width of widths) {
    it(`loads only the enabled plugins, lazily, and a layout plugin shows "Loading plugin..." (${width})`, async () => {
      await journey.store.setSettings({
        plugin_whatsapp_chat_enable: true,
        plugin_whatsapp_number: '+1 555 0100',
        plugin_cookie_consent_enable: true,
        plugin_social_proof_enable: true,
        plugin_crisp_chat_enable: true,
        plugin_crisp_website_id: 'test-site',
      })
      const { page, close } = await openPage(journey.browser, width)
      const requested: string[] = []
      page.on('request', (r) => requested.push(r.url()))
      // Third-party scripts are answered locally (no network here); hold the social-proof chunk to see the loading text.
      await page.route('https://client.crisp.chat/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.__crispLoaded = true' }),
      )
      await page.route('**/assets/SocialProof-*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      })
      await visit(page, journey.store.url)
      await page.getByText('Loading plugin...').waitFor()
      await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).waitFor()
      expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toContain('https://wa.me/15550100')
      await page.getByRole('dialog', { name: 'Cookie consent' }).waitFor()
      await page.waitForFunction(() => (window as unknown as { __crispLoaded?: boolean }).__crispLoaded === true)
      await page.getByText('Loading plugin...').waitFor({ state: 'detached' })
      await screenshot(page, `plugins-on-${width}`)
      await page.getByRole('button', { name: 'Accept' }).click()
      expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted')
      for (const chunk of ['WhatsAppChat', 'CookieConsent', 'SocialProof', 'CrispChat'])
        expect(
          requested.some((u) => u.includes(`/${chunk}-`)),
          chunk,
        ).toBe(true)
      for (const chunk of ['Analytics', 'WheelOfPopups', 'TawkChat'])
        expect(
          requested.some((u) => u.includes(`/${chunk}-`)),
          chunk,
        ).toBe(false)
      await close()
    })
  }

  it('writes the page head into the served HTML, for link previews without JavaScript', async () => {
    const html = async (path: string) => {
      const res = await fetch(journey.store.url + path)
      return { status: res.status, text: await res.text() }
    }
    const product = await html('/product/margherita-pizza')
    expect(product.status).toBe(200)
    expect(product.text).toContain('<title>Margherita Pizza | Bella Forno</title>')
    expect(product.text).toContain('<meta name="description" content="San Marzano tomato')
    expect(product.text).toContain('<meta property="og:title" content="Margherita Pizza | Bella Forno">')
    // The product's photo, as the photo pipeline serves it (decision 0055): its widest WebP.
    expect(product.text).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/photos\/[0-9a-f]{32}-1280\.webp">/)
    expect(product.text).toContain(`<link rel="canonical" href="${journey.store.url}/product/margherita-pizza">`)
    for (const size of [512, 192, 144, 128, 96, 48, 36, 32, 16]) expect(product.text).toContain(`<link rel="icon" sizes="${size}x${size}"`)
    expect(product.text).toContain('window.__BOOTSTRAP__=')
    expect((await html('/category/pizzas')).text).toContain('<title>Pizzas | Bella Forno</title>')
    expect((await html('/category/pizzas')).text).toContain('<meta name="description" content="Order Pizzas from Bella Forno.">')
    expect((await html('/page/about-us')).text).toContain('<title>About us | Bella Forno</title>')
    expect((await html('/')).text).toContain('<title>Bella Forno — wood-fired pizza, burgers and more</title>')
    expect((await html('/product/no-such-thing')).status).toBe(404)
    const robots = await html('/robots.txt')
    expect(robots.text).toContain(`Sitemap: ${journey.store.url}/sitemap.xml`)
    const sitemap = await html('/sitemap.xml')
    expect(sitemap.text).toContain(`<loc>${journey.store.url}/product/margherita-pizza</loc>`)
    expect(sitemap.text).toContain(`<loc>${journey.store.url}/category/pizzas</loc>`)
    expect(sitemap.text).toContain(`<loc>${journey.store.url}/page/about-us</loc>`)
  })

  it('renders home, product and category pages on the server, readable without JavaScript, and hydrates them cleanly', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(journey.store.url)
    expect(await page.locator('header').textContent()).toContain('Bella Forno')
    expect(await page.locator('[data-block="products_display"] article').count()).toBe(6)
    expect(await page.locator('[data-testid="products-infinite-scroll"] [role="status"]').count()).toBe(1) // filled by the browser
    await page.goto(`${journey.store.url}/product/margherita-pizza`)
    expect(await page.getByRole('heading', { name: 'Margherita Pizza' }).count()).toBe(1)
    await page.goto(`${journey.store.url}/category/pizzas`)
    expect(await page.getByRole('article').count()).toBe(6)
    await context.close()
    // With JavaScript, a fresh shopper's page hydrates without being re-rendered.
    const { page: live, close } = await openPage(journey.browser, 'phone')
    const warnings: string[] = []
    live.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
    })
    for (const path of ['/', '/product/margherita-pizza', '/category/pizzas', '/page/about-us']) await visit(live, journey.store.url + path)
    expect(warnings.filter((w) => /re-rendered|hydrat/i.test(w))).toEqual([])
    await close()
  })

  it('keeps owner HTML in the inlined bootstrap data from breaking out of its script', async () => {
    await journey.store.setSettings({ storeName: 'Evil</script><script>window.__pwned=1</script>' })
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, journey.store.url)
    await page.locator('header').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('header').textContent()).toContain('Evil</script>')
    await journey.store.setSettings({ storeName: 'Bella Forno' })
    await close()
  })
})
