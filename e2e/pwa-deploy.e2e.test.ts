import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { browserAvailable, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { visit } from './support/pages.ts'
import { BUILT_WEB, startRedeployableStore } from './support/pwa-store.ts'

const web = path.resolve(import.meta.dirname, '../apps/web')

/** A second release of the storefront: the same source plus one line, so every file that depends on it changes. */
async function buildSecondRelease(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production' // as e2e/support/build-web.ts: React's production build
  try {
    await build({
      root: web,
      mode: 'production',
      logLevel: 'error',
      configFile: path.join(web, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'second-release',
          transform: (code, id) => (id.endsWith('/src/main.tsx') ? `${code}\n;globalThis.__RELEASE__ = 'second';\n` : undefined),
        },
      ],
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

const release = (page: Page) => page.evaluate(() => (globalThis as { __RELEASE__?: string }).__RELEASE__ ?? 'first')
const entryScript = (dist: string) =>
  /<script type="module"[^>]* src="([^"]+)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))![1]!
/** The browser looks for a new worker, as it does at navigations (and at least daily). */
const lookForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const r = (await navigator.serviceWorker.getRegistration())!
    return { waiting: r.waiting !== null, active: r.active?.state ?? null }
  })

/** Decision 0061: never a stale store after a deploy. */
describe.skipIf(!browserAvailable)('a new release', () => {
  let store: Awaited<ReturnType<typeof startRedeployableStore>>
  let browser: Browser
  let second: string
  beforeAll(async () => {
    second = fs.mkdtempSync(path.join(os.tmpdir(), 'web-second-'))
    await buildSecondRelease(second)
    store = await startRedeployableStore()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await store?.stop()
    if (second) fs.rmSync(second, { recursive: true, force: true })
  })

  it('offers "New version — reload" to an open page, and serves the new build at the next navigation', async () => {
    expect(entryScript(second)).not.toBe(entryScript(BUILT_WEB))
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const errors: string[] = []
    const open = async () => {
      const page = await context.newPage()
      page.on('pageerror', (e) => errors.push(e.message))
      return page
    }
    const first = await open()
    await visit(first, store.url)
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null)
    expect(await release(first)).toBe('first')

    // Deployed: the open page is told, and its reload runs the new build.
    await store.deploy(second)
    await lookForUpdate(first)
    const reload = first.getByRole('button', { name: 'reload', exact: true })
    await reload.waitFor()
    expect(await first.getByRole('status').filter({ hasText: 'New version —' }).count()).toBe(1)
    await screenshot(first, 'new-version-phone')
    await Promise.all([first.waitForEvent('load'), reload.click()])
    await first.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    expect(await release(first)).toBe('second')
    expect(await workerState(first)).toEqual({ waiting: false, active: 'activated' })

    // Deployed again (the first build back): this time nobody reloads, and the next navigation gets it.
    await store.deploy(BUILT_WEB)
    await lookForUpdate(first)
    await first.getByRole('button', { name: 'reload', exact: true }).waitFor()
    expect(await workerState(first)).toEqual({ waiting: true, active: 'activated' })
    const next = await open()
    await visit(next, `${store.url}/category/pizzas`)
    expect(await release(next)).toBe('first')
    expect(await next.evaluate((src) => document.querySelector(`script[src="${src}"]`) !== null, entryScript(BUILT_WEB))).toBe(true)
    // The navigation handed over: the new worker is in charge, with the new build precached.
    await next.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())!.waiting === null)
    expect(await next.evaluate(async (src) => (await caches.match(src)) !== undefined, entryScript(BUILT_WEB))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
