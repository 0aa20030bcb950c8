import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

const PLUGINS = ['whatsapp_chat', 'analytics', 'wheel_of_popups', 'social_proof', 'tawk_chat', 'crisp_chat', 'cookie_consent']

/** Every Content-Security-Policy violation the page reports, as events and as Chromium's console messages. */
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

describe.skipIf(!browserAvailable)('security headers in the browser (decision 0011)', () => {
  const journey = useStoreAndBrowser()
  afterEach(async () => {
    await journey.store.setSettings(Object.fromEntries(PLUGINS.map((p) => [`plugin_${p}_enable`, false])))
  })

  it('renders and hydrates the storefront pages with no policy violation', async () => {
    const { page, expectConsole, close } = await openPage(journey.browser, 'desktop')
    const violations = await watchViolations(page)
    for (const path of ['/', '/product/margherita-pizza', '/category/pizzas', '/page/about-us', '/cart', '/search'])
      await visit(page, journey.store.url + path)
    await page.waitForTimeout(300)
    expect(await violations()).toEqual([])
    expectConsole(/^Executing inline script violates the following Content Security Policy directive/)
    // The policy is live: an injected inline script is refused and reported.
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.body.append(s)
    })
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    expect((await violations()).some((v) => v.includes('script-src'))).toBe(true)
    await close()
  })

  it('lets every enabled plugin load its third-party code, with no violation', async () => {
    await journey.store.setSettings({
      ...Object.fromEntries(PLUGINS.map((p) => [`plugin_${p}_enable`, true])),
      plugin_whatsapp_number: '+1 555 0100',
      plugin_crisp_website_id: 'test-site',
      plugin_tawk_property_id: 'prop',
      plugin_tawk_widget_id: 'widget',
      plugin_analytics_measurement_id: 'G-TEST',
    })
    const { page, close } = await openPage(journey.browser, 'desktop')
    const violations = await watchViolations(page)
    // Third parties are answered locally (no network here); each stands in for the vendor's script and
    // does what theirs does first: load more from its origin and add inline styles.
    const stand = (flag: string, more: string) =>
      `window.${flag}=true;var st=document.createElement('style');st.textContent='.x{color:red}';document.head.append(st);fetch('${more}').catch(()=>{})`
    await page.route('https://client.crisp.chat/**', (r) =>
      r.fulfill({ contentType: 'text/javascript', body: stand('__crisp', 'https://client.crisp.chat/settings') }),
    )
    await page.route('https://embed.tawk.to/**', (r) =>
      r.fulfill({ contentType: 'text/javascript', body: stand('__tawk', 'https://va.tawk.to/x') }),
    )
    await page.route('https://va.tawk.to/**', (r) => r.fulfill({ contentType: 'application/json', body: '{}' }))
    await page.route('https://www.googletagmanager.com/**', (r) =>
      r.fulfill({ contentType: 'text/javascript', body: stand('__gtag', 'https://region1.google-analytics.com/g/collect') }),
    )
    await page.route('https://region1.google-analytics.com/**', (r) => r.fulfill({ status: 204 }))
    await visit(page, journey.store.url)
    for (const flag of ['__crisp', '__tawk', '__gtag'])
      await page.waitForFunction((f) => (window as unknown as Record<string, unknown>)[f] === true, flag)
    await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).waitFor()
    await page.waitForTimeout(300)
    expect(await violations()).toEqual([])
    await close()
  })
})
