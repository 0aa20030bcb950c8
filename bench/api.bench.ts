/**
 * npm run bench — the API against a bare node:http baseline, in one run.
 * Figures are ratios to the baseline measured minutes apart on the same machine, never absolute
 * promises; nothing here is a test.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { load, sequentialLatency } from './support/load.ts'
import { startBare } from './support/start-bare.ts'

const root = path.resolve(import.meta.dirname, '..')
const benchDir = path.join(root, '.bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
fs.mkdirSync(benchDir, { recursive: true })

function catalogue(products: number): string {
  const file = path.join(benchDir, `catalog-${products}.sqlite`)
  if (!fs.existsSync(file) || process.env.BENCH_REGENERATE) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/generate-catalog.ts', '--products', String(products), '--file', file],
      { cwd: root, stdio: 'inherit' },
    )
  }
  return file
}

async function startStore(file: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // LOG_LEVEL as `npm start` runs it (the test helper's default is warn, to keep test output short).
  return startServerProcess({
    SQLITE_PATH: file,
    OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
    STORE_SEED: 'demo',
    LOG_LEVEL: 'info',
    ...env,
  })
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

const big = await startStore(catalogue(100_000))
// Metrics on (decision 0071): a second server on the same file with METRICS_TOKEN, measured in the
// same alternating rounds, so on and off share the machine's noise. BENCH_METRICS=0 leaves it out.
const compareMetrics = process.env.BENCH_METRICS !== '0'
const withMetrics = compareMetrics ? await startStore(catalogue(100_000), { METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' }) : null
const endpoints = {
  'get-data': '/api/get-data?branch_id=1',
  'get-products p1': '/api/get-products?branch_id=1&page=1',
  'get-product': '/api/get-product?branch_id=1&slug=margherita-pizza',
  'search common': '/api/search-products?branch_id=1&q=pizza',
  'search rare': '/api/search-products?branch_id=1&q=saffron',
}
const recorded: Record<string, { body: string; type: string }> = {}
for (const url of Object.values(endpoints)) {
  const res = await fetch(big.url + url)
  recorded[url] = { body: await res.text(), type: res.headers.get('content-type') ?? 'application/json' }
}
const bare = await startBare('responses', recorded)

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(`\nCatalogue reads at 100,000 products — store vs bare node:http with the same bytes, 20 connections,`)
console.log(
  `${rounds} alternating rounds of ${seconds} s each, medians (this 2-core machine is noisy; alternating keeps both sides under the same noise)\n`,
)
console.log(
  `endpoint           store req/s  bare req/s  ratio   store p99  bare p99${withMetrics ? '  metrics-on req/s  on/off  on p99' : ''}`,
)
const ratios: number[] = []
const metricsRatios: number[] = []
for (const [name, url] of Object.entries(endpoints)) {
  const storeRuns: Awaited<ReturnType<typeof load>>[] = []
  const bareRuns: Awaited<ReturnType<typeof load>>[] = []
  const metricsRuns: Awaited<ReturnType<typeof load>>[] = []
  if (withMetrics) await (await fetch(withMetrics.url + url)).text() // fills its response cache, as the recording did the other's
  for (let round = 0; round < rounds; round++) {
    storeRuns.push(await load(big.url + url, { seconds }))
    bareRuns.push(await load(bare.url + url, { seconds }))
    if (withMetrics) metricsRuns.push(await load(withMetrics.url + url, { seconds }))
  }
  const store = {
    rps: median(storeRuns.map((r) => r.rps)),
    p99: median(storeRuns.map((r) => r.p99)),
    errors: storeRuns.reduce((n, r) => n + r.errors, 0),
  }
  const baseline = { rps: median(bareRuns.map((r) => r.rps)), p99: median(bareRuns.map((r) => r.p99)) }
  const ratio = store.rps / baseline.rps
  ratios.push(ratio)
  const on = withMetrics && { rps: median(metricsRuns.map((r) => r.rps)), p99: median(metricsRuns.map((r) => r.p99)) }
  if (on) metricsRatios.push(on.rps / store.rps)
  const onColumns = on
    ? `  ${fmt(on.rps).padStart(16)} ${(fmt((on.rps / store.rps) * 100) + '%').padStart(7)} ${(on.p99 + ' ms').padStart(7)}`
    : ''
  console.log(
    `${name.padEnd(18)} ${fmt(store.rps).padStart(11)} ${fmt(baseline.rps).padStart(11)} ${(fmt(ratio * 100) + '%').padStart(6)} ${(store.p99 + ' ms').padStart(10)} ${(baseline.p99 + ' ms').padStart(9)}${onColumns}${store.errors ? `  (${store.errors} errors)` : ''}`,
  )
}
console.log(`lowest ratio: ${fmt(Math.min(...ratios) * 100)}% (target ≥ 50%)`)
if (withMetrics) {
  // The target is the benchmark's: all its reads together, their ratios' geometric mean. One endpoint's
  // ratio moves ±8% between identical runs on this machine, so the lowest of five is mostly noise
  // (decision 0071); it is printed beside the mean.
  const geometricMean = Math.exp(metricsRatios.reduce((sum, r) => sum + Math.log(r), 0) / metricsRatios.length)
  console.log(
    `metrics on vs off: ${fmt(geometricMean * 100)}% of metrics-off req/s over the ${metricsRatios.length} reads (target ≥ 95%); ` +
      `per read ${fmt(Math.min(...metricsRatios) * 100)}–${fmt(Math.max(...metricsRatios) * 100)}%`,
  )
  await withMetrics.stop()
}

// Uncached paths: each URL below is distinct (so it misses the response cache) while asking for the
// same work: a page of 15–24 results, for words of the same frequency.
const pageSizes = Array.from({ length: 10 }, (_, i) => 15 + i)
const urls = (base: string, terms: string[], param = 'q') =>
  terms.flatMap((t) => pageSizes.map((n) => `${base}&${param}=${t}&per_page=${n}`))
const searchBase = `${big.url}/api/search-products?branch_id=1`
const commonUncached = await sequentialLatency(urls(searchBase, ['pizza', 'burger', 'pasta', 'salad', 'wrap', 'bowl', 'sandwich', 'taco']))
const rareUncached = await sequentialLatency(urls(searchBase, ['saffron', 'saffr', 'saff']))
const prefixUncached = await sequentialLatency(
  urls(searchBase, ['pi', 'bur', 'pas', 'sal', 'wra', 'bow', 'sand', 'tac', 'cri', 'spi', 'gol', 'smo']),
)
console.log('\nSearch at 100,000 products, uncached (each request a new query, 15–24 results a page): p50 / p95 / p99')
console.log(
  `  common words (12.5k matches each)  ${fmt(commonUncached.p50, 1)} / ${fmt(commonUncached.p95, 1)} / ${fmt(commonUncached.p99, 1)} ms`,
)
console.log(
  `  rare word ("saffron", 5 matches)  ${fmt(rareUncached.p50, 1)} / ${fmt(rareUncached.p95, 1)} / ${fmt(rareUncached.p99, 1)} ms`,
)
console.log(
  `  2–4 letter prefixes as typed       ${fmt(prefixUncached.p50, 1)} / ${fmt(prefixUncached.p95, 1)} / ${fmt(prefixUncached.p99, 1)} ms   (target p95 ≤ 20 ms)`,
)
// The total count is computed once per catalogue version and branch; warm it so the figures show the per-page cost.
const warmCounts = async (base: string) => {
  for (const branch of [1, 2]) await fetch(`${base}/api/get-products?branch_id=${branch}&per_page=14`)
}
const listingUrls = (base: string) =>
  [1, 2].flatMap((branch) => pageSizes.map((n) => `${base}/api/get-products?branch_id=${branch}&page=1&per_page=${n}`))
await warmCounts(big.url)
const bigListingUncached = await sequentialLatency(listingUrls(big.url))
const bigListing = await load(big.url + endpoints['get-products p1'], { seconds })
await big.stop()
bare.stop()

const small = await startStore(catalogue(1_000))
const smallListing = await load(small.url + endpoints['get-products p1'], { seconds })
await warmCounts(small.url)
const smallListingUncached = await sequentialLatency(listingUrls(small.url))
await small.stop()

console.log('\nget-products page 1: 1,000 vs 100,000 products')
console.log(
  `  under load (p50 / p99)   1k: ${smallListing.p50} / ${smallListing.p99} ms   100k: ${bigListing.p50} / ${bigListing.p99} ms   req/s ratio 100k/1k: ${fmt((bigListing.rps / smallListing.rps) * 100)}%`,
)
console.log(
  `  uncached (p50 / p95)     1k: ${fmt(smallListingUncached.p50, 2)} / ${fmt(smallListingUncached.p95, 2)} ms   100k: ${fmt(bigListingUncached.p50, 2)} / ${fmt(bigListingUncached.p95, 2)} ms   p50 ratio: ${fmt(bigListingUncached.p50 / smallListingUncached.p50, 2)}× (target ≤ 1.5×)`,
)
process.exit(0)
