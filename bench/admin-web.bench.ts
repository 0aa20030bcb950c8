/**
 * npm run bench:admin-web — Lighthouse (desktop preset) on the owner's signed-in orders board, and the
 * admin's first-load JavaScript (decision 0052). Figures, not a test. Targets: performance ≥ 95, and at
 * most 250 KB gzip of JavaScript on the first load.
 *
 * The owner is made as a shop does it: the owner token invites an owner, whose one-time setup link
 * chooses a password; the session's token is seeded in the browser's storage before each run, and
 * Lighthouse is told not to clear it. A shopper's orders fill the board first, so it draws cards.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import lighthouse, { type Result as LhResult } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { launchBenchChrome } from './support/bench-chrome.ts'
import { prepareShopper } from './support/web-screens.ts'
import { startServerProcess } from '../test/support/server-process.ts'

const root = path.resolve(import.meta.dirname, '..')
const adminDist = path.join(root, 'apps/admin/dist')
const OWNER = { authorization: 'Bearer bench-owner-token-0123456789abcdef' }
/** The admin's session key in local storage (apps/admin/src/lib/session.ts). */
const SESSION_KEY = 'store-admin-token'
const runs = Number(process.env.BENCH_RUNS ?? 5)

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text}`)
  return JSON.parse(text) as T
}

/** An owner account through its setup link, signed in: answers the session token. */
async function ownerSession(base: string): Promise<string> {
  const invited = await call<{ setup_link: string }>(
    `${base}/api/admin/staff`,
    { name: 'Bench Owner', email: `owner.${Date.now()}@example.com`, role: 'owner' },
    OWNER,
  )
  // The link carries its token in the fragment (staff/setup.service.ts setupPath), so no log or proxy sees it.
  const token = new URLSearchParams(new URL(invited.setup_link).hash.slice(1)).get('token')
  if (!token) throw new Error(`no token in the setup link ${invited.setup_link}`)
  const session = await call<{ token: string }>(`${base}/api/admin/setup`, { token, password: 'long enough bench secret' })
  return session.token
}

async function seedAdminSession(chromePort: number, base: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(`${base}/robots.txt`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb,local_storage' })
    await cdp.send('Network.clearBrowserCache')
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, token])
    await page.close()
  } finally {
    await browser.close()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-admin-web-'))
const store = await startServerProcess({
  SQLITE_PATH: path.join(dataDir, 'store.sqlite'),
  OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
  STORE_SEED: 'demo',
})
const chrome = await launchBenchChrome()
try {
  for (let i = 0; i < 3; i++) await prepareShopper(store.url)
  const token = await ownerSession(store.url)
  const pathname = '/admin/orders'
  await fetch(store.url + pathname)
  const lhrs: LhResult[] = []
  for (let run = 0; run < runs; run++) {
    await seedAdminSession(chrome.port, store.url, token)
    const result = await lighthouse(
      store.url + pathname,
      { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true },
      desktopConfig,
    )
    if (!result) throw new Error('no Lighthouse result')
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== pathname)
      throw new Error(`${pathname} ended at ${result.lhr.finalDisplayedUrl}: the session was not taken`)
    lhrs.push(result.lhr)
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const audit = (id: string) => median(lhrs.map((r) => r.audits[id]?.numericValue ?? NaN))
  const score = median(lhrs.map((r) => r.categories.performance?.score ?? 0))
  const scripts = (
    (lhrs[0]!.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? []
  )
    .filter((i) => i.resourceType === 'Script')
    .map((i) => new URL(i.url).pathname.replace(/^\/admin\//, ''))
  const gzip = [...new Set(scripts)].reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(adminDist, f)), { level: 9 }).length,
    0,
  )
  console.log(`\nLighthouse, desktop preset, signed-in orders board, medians of ${runs} runs (target: score ≥ 95)`)
  console.log(
    `score ${Math.round(score * 100)} (every run: ${lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}), ` +
      `FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)} — ${score >= 0.95 ? 'met' : 'MISSED'}`,
  )
  console.log(`JavaScript the board loaded: ${(gzip / 1024).toFixed(1)} KB gzip in ${new Set(scripts).size} files (target ≤ 250 KB)`)
  console.log(`Machine benchmarkIndex (Lighthouse): median ${Math.round(median(lhrs.map((r) => r.environment.benchmarkIndex)))}`)
} finally {
  chrome.kill()
  await store.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
