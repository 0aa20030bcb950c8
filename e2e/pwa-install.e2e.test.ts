import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type BrowserContext } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'
import { browserAvailable, screenshot, VIEWPORTS } from './support/browser.ts'
import { startStore } from './support/store-server.ts'
import { visit } from './support/pages.ts'

/** Decision 0060: the manifest from the store's settings, and Chromium's own installability check. */
describe.skipIf(!browserAvailable)('installable store', () => {
  let store: Awaited<ReturnType<typeof startStore>>
  let context: BrowserContext
  let profile: string
  beforeAll(async () => {
    store = await startStore('demo')
    // A browser profile of its own: Chromium never offers to install from an incognito window, which
    // is what a fresh browser context is ('in-incognito').
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
      viewport: VIEWPORTS.phone,
    })
  })
  afterAll(async () => {
    await context?.close()
    await store?.stop()
    if (profile) fs.rmSync(profile, { recursive: true, force: true })
  })

  it('has a manifest from the settings that Chromium finds installable, with 192/512 and maskable icons', async () => {
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await visit(page, store.url)
    // The worker registers after load and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
    expect(installabilityErrors).toEqual([])
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
    expect(url).toBe(`${store.url}/manifest.webmanifest`)
    expect(errors).toEqual([])
    const manifest = (await (await fetch(url)).json()) as {
      name: string
      short_name: string
      display: string
      start_url: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; purpose: string; type: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Bella Forno', short_name: 'Bella Forno', display: 'standalone', start_url: '/' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.icons.map((i) => `${i.purpose} ${i.sizes}`)).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ])
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, store.url))
      expect(res.headers.get('content-type')).toBe('image/png')
      const png = Buffer.from(await res.arrayBuffer())
      // A PNG's IHDR: width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)].join('x')).toBe(icon.sizes)
    }
    await screenshot(page, 'pwa-installable-phone')
    expect(pageErrors).toEqual([])
    await page.close()
  })
})
