/**
 * npm run bench:web — Lighthouse (mobile, default simulated slow 4G) on the production build with
 * the demo store: every shopper screen of spec §2, the logged-in ones with a shopper made through the
 * API and their session in the browser's storage. Figures, not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse, { type Result as LhResult } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { launchBenchChrome } from './support/bench-chrome.ts'
import { startServerProcess } from '../test/support/server-process.ts'
import { prepareShopper, seedSession, shopperScreens } from './support/web-screens.ts'
import { checkScreens } from './support/web-check.ts'
import { HOME_JS_BUDGET_BYTES, jsGzip } from '../test/support/js-weight.ts'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'apps/web/dist')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-web-'))
const store = await startServerProcess({
  SQLITE_PATH: path.join(dataDir, 'store.sqlite'),
  OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
  STORE_SEED: 'demo',
})

const chrome = await launchBenchChrome()
/** The scripts each measured page loaded (its median run's network log), for the JavaScript figure. */
const scriptsByPage = new Map<string, string[]>()
const benchmarkIndexes: number[] = []
const { session, orderId } = await prepareShopper(store.url)
const allScreens = await shopperScreens(store.url, orderId)
// BENCH_PAGE=/cart (or several, comma-separated) narrows the run; the home page is always measured first (the JavaScript baseline).
const only = process.env.BENCH_PAGE?.split(',').map((p) => p.trim())
const screens = only ? allScreens.filter((s) => s.path === '/' || only.includes(s.path)) : allScreens
// Lighthouse's own advice on variability: run several times and take medians.
const runs = Number(process.env.BENCH_RUNS ?? 5)
try {
  if (process.env.BENCH_CHECK)
    for (const [pathname, urls] of await checkScreens(chrome.port, store.url, screens, session)) scriptsByPage.set(pathname, urls)
  else {
    console.log(
      `\nLighthouse, mobile, simulated slow 4G, medians of ${runs} runs per screen (targets: score ≥ 98, LCP ≤ 1.2 s, TBT median ≤ 50 ms and no run over 150 ms, CLS ≤ 0.02)\n`,
    )
    console.log('screen            score   LCP       TBT      CLS     FCP       scripts    TBT of every run   benchmarkIndex  target')
  }
  for (const { name, path: pathname, loggedIn, notFound } of process.env.BENCH_CHECK ? [] : screens) {
    // Warm the server's caches once, then measure.
    await fetch(store.url + pathname)
    const lhrs: LhResult[] = []
    for (let run = 0; run < runs; run++) {
      // A logged-in screen: the session seeded before each run, and Lighthouse told not to clear it.
      if (loggedIn) await seedSession(chrome.port, store.url, session)
      const result = await lighthouse(store.url + pathname, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: loggedIn,
        // Lighthouse refuses a page whose document is an error status, unless told the status is meant.
        ignoreStatusCode: notFound === true,
      })
      if (!result) throw new Error(`no Lighthouse result for ${pathname}`)
      // A run Lighthouse could not measure (no paint, an error page) stops the bench with its reason,
      // rather than being taken into the medians.
      if (result.lhr.runtimeError) throw new Error(`${pathname}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
      if (loggedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== pathname)
        throw new Error(`${pathname} ended at ${result.lhr.finalDisplayedUrl}: the session was not taken`)
      lhrs.push(result.lhr)
      // What each long task is made of (the trace events inside it): bench/support/trace-long-tasks.ts (decision 0027).
      if (process.env.BENCH_LONG_TASKS) {
        console.log(JSON.stringify((result.lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? []))
        console.log(
          JSON.stringify((result.lhr.audits['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)?.items ?? []),
        )
      }
    }
    // Each figure is its own median over the runs (one noisy run cannot decide it); the script list
    // comes from Lighthouse's median run (computeMedianRun).
    const lhr = computeMedianRun(lhrs)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const audit = (id: string) => median(lhrs.map((r) => r.audits[id]?.numericValue ?? NaN))
    const score = median(lhrs.map((r) => r.categories.performance?.score ?? 0))
    const scriptItems = (
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? []
    ).filter((i) => i.resourceType === 'Script')
    const scripts = scriptItems.reduce((s, i) => s + (i.transferSize ?? 0), 0)
    scriptsByPage.set(
      pathname,
      scriptItems.map((i) => i.url),
    )
    const everyTbt = lhrs.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN)).join(', ')
    // Lighthouse's measure of this machine's speed: figures from machines with different indexes differ.
    const indexes = lhrs.map((r) => r.environment.benchmarkIndex)
    benchmarkIndexes.push(...indexes)
    const tbts = lhrs.map((r) => r.audits['total-blocking-time']?.numericValue ?? NaN)
    const meets =
      score >= 0.98 &&
      audit('largest-contentful-paint') <= 1200 &&
      audit('total-blocking-time') <= 50 &&
      Math.max(...tbts) <= 150 &&
      audit('cumulative-layout-shift') <= 0.02
    console.log(
      `${name.padEnd(16)} ${String(Math.round(score * 100)).padStart(5)}   ${(audit('largest-contentful-paint') / 1000).toFixed(2).padStart(5)} s   ${Math.round(audit('total-blocking-time')).toString().padStart(4)} ms   ${audit('cumulative-layout-shift').toFixed(3)}   ${(audit('first-contentful-paint') / 1000).toFixed(2).padStart(5)} s   ${(scripts / 1024).toFixed(1).padStart(5)} KB   ${everyTbt.padEnd(16)} ms   ${String(Math.round(median(indexes))).padEnd(14)}  ${meets ? 'met' : 'MISSED'}`,
    )
  }
  // Every script each screen loaded during its median run (no plugin is on in the demo store), and
  // what it loaded beyond the home page's: the cost of reaching that screen after the home page.
  console.log('')
  const home = new Set(jsGzip(dist, scriptsByPage.get('/') ?? []).files)
  for (const [pathname, urls] of scriptsByPage) {
    const js = jsGzip(dist, urls)
    const beyond = jsGzip(
      dist,
      urls.filter((u) => !home.has(new URL(u).pathname)),
    )
    const target =
      pathname === '/'
        ? ` (home target ≤ ${HOME_JS_BUDGET_BYTES / 1024} KB)`
        : `; beyond the home page's: ${(beyond.bytes / 1024).toFixed(1)} KB in ${beyond.files.length} files`
    console.log(`JavaScript loaded by ${pathname}: ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files${target}`)
  }
  const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b)
  if (sortedIndexes.length > 0)
    console.log(
      `Machine benchmarkIndex (Lighthouse): median ${Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)] ?? NaN)}, ` +
        `range ${Math.round(sortedIndexes[0] ?? NaN)}–${Math.round(sortedIndexes.at(-1) ?? NaN)}`,
    )
} finally {
  chrome.kill()
  await store.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
