/**
 * npm run bench:reviews — get-product-reviews with 1M reviews across 100k products (issue 11 "Speed":
 * p99 ≤ 10 ms), on SQLite. Figures, not a test: each line prints the target beside the measure.
 *
 * - one product's first page again and again (the versioned response cache answers), against a bare
 *   node:http server sending the same bytes, as the other benches do;
 * - a random product's first page each time (almost every request misses the cache and reads the
 *   breakdown row and one index range);
 * - random deep pages of the 100 popular products (about 1,000 reviews each): the offset walks the
 *   index only.
 *
 * The database is the generated 100k catalogue (npm run catalog:generate) plus bulk-generated reviews
 * (bench/support/generate-reviews.ts), made once into .bench/ and reused; BENCH_REGENERATE=1 remakes it.
 * BENCH_REVIEWS sets how many reviews (default 1,000,000), BENCH_SECONDS how long each measure runs.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServerProcess } from '../test/support/server-process.ts'
import { load, sequentialLatency } from './support/load.ts'
import { runLoops } from './support/loops.ts'
import { startBare } from './support/start-bare.ts'

const root = path.resolve(import.meta.dirname, '..')
const benchDir = path.join(root, '.bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const reviews = Number(process.env.BENCH_REVIEWS ?? 1_000_000)
const PRODUCTS = 100_000
const connections = 20
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
fs.mkdirSync(benchDir, { recursive: true })

const tsx = (script: string, args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: 'inherit' })

/** The 100k catalogue with `reviews` reviews, made once and reused. */
function database(): string {
  const catalogue = path.join(benchDir, `catalog-${PRODUCTS}.sqlite`)
  const file = path.join(benchDir, `reviews-${reviews}.sqlite`)
  if (fs.existsSync(file) && !process.env.BENCH_REGENERATE) return file
  if (!fs.existsSync(catalogue) || process.env.BENCH_REGENERATE) {
    tsx('apps/server/src/cli/generate-catalog.ts', ['--products', String(PRODUCTS), '--file', catalogue])
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  fs.copyFileSync(catalogue, file)
  tsx('bench/support/generate-reviews.ts', [file, String(reviews)])
  return file
}

const file = database()
const store = await startServerProcess({
  SQLITE_PATH: file,
  OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
  STORE_SEED: 'demo',
  WEB_DIST_DIR: '/nonexistent',
})
const { product } = (await (await fetch(`${store.url}/api/get-product?slug=margherita-pizza`)).json()) as { product: { id: number } }
const firstId = product.id // the demo's first product; the generated ones follow it
const reviewsUrl = (id: number, page = 1) => `/api/get-product-reviews?branch_id=1&product_id=${id}&page=${page}`
const random = (n: number) => Math.floor(Math.random() * n)

// 1) One product's first page: the cached read, against the same bytes from bare node:http.
const hotPath = reviewsUrl(firstId + 1) // a popular product
const hotAnswer = await fetch(store.url + hotPath)
const hotBody = await hotAnswer.text()
const sample = JSON.parse(hotBody) as { rating_count: number; last_page: number }
const bare = await startBare('reviews', { [hotPath]: { body: hotBody, type: hotAnswer.headers.get('content-type') ?? 'application/json' } })
const hot = await load(store.url + hotPath, { seconds, connections })
const baseline = await load(bare.url + hotPath, { seconds, connections })
bare.stop()

// 2) A random product's first page each time (cache misses), and 3) random deep pages of popular products.
const spread = await runLoops(store.url, connections, seconds, () => ({
  method: 'GET',
  path: reviewsUrl(firstId + random(PRODUCTS)),
  headers: {},
}))
const deep = await runLoops(store.url, connections, seconds, () => ({
  method: 'GET',
  path: reviewsUrl(firstId + random(100), 1 + random(sample.last_page)),
  headers: {},
}))
// 4) One request at a time, each a product not asked before: the database's own cost, without queueing.
const single = await sequentialLatency(Array.from({ length: 500 }, () => store.url + reviewsUrl(firstId + random(PRODUCTS))))
await store.stop()

console.log(
  `\nget-product-reviews with ${fmt(reviews)} reviews across ${fmt(PRODUCTS)} products, SQLite, ${connections} connections, ${seconds} s each\n`,
)
console.log('measure                               req/s     p50      p99    target')
const row = (name: string, r: { rps: number; p50: number; p99: number; errors: number }, target = '') =>
  console.log(
    `${name.padEnd(34)} ${fmt(r.rps).padStart(8)} ${(r.p50 + ' ms').padStart(8)} ${(r.p99 + ' ms').padStart(8)}    ${target}${r.errors ? `  (${r.errors} errors)` : ''}`,
  )
row('one product, page 1 (cached)', hot, 'p99 ≤ 10 ms')
row('bare node:http, same bytes', baseline)
console.log(`${'ratio to bare'.padEnd(34)} ${(fmt((hot.rps / baseline.rps) * 100) + '%').padStart(8)}`)
row('random product, page 1', spread, 'p99 ≤ 10 ms')
row(`popular products, pages 1–${sample.last_page}`, deep, 'p99 ≤ 10 ms')
console.log(
  `${'one at a time, uncached'.padEnd(34)} ${''.padStart(8)} ${(fmt(single.p50, 2) + ' ms').padStart(8)} ${(fmt(single.p99, 2) + ' ms').padStart(8)}    (p95 ${fmt(single.p95, 2)} ms)`,
)
console.log(`(a popular product holds ${fmt(sample.rating_count)} visible ratings, ${fmt(sample.last_page)} pages)`)
process.exit(0)
