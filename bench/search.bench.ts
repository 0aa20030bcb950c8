/**
 * npx tsx bench/search.bench.ts — the storefront's search at 100,000 products (decision 0004), on
 * SQLite and PostgreSQL: words that name a category (whose products join the ranked matches) against
 * words of the same frequency that name none, in alternating rounds on the same server, so the ratio
 * is the cost of the category's products. Each request is a new query (it misses the response cache).
 * Figures, not a test.
 */
import type { ServerProcess } from '../test/support/server-process.ts'
import { sequentialLatency } from './support/load.ts'
import { onGeneratedCatalogue, PRODUCTS } from './support/generated-catalogue.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
// The generated names' nouns (generate-catalogue.ts), about 12,500 products each. The first name a demo
// category (Pizzas, Burgers, Salads, Wraps, Pasta), also as typed in the plural; the second do not.
const NAMING = ['pizza', 'pizzas', 'burger', 'burgers', 'salads', 'wrap', 'pasta']
const NOT_NAMING = ['bowl', 'bowls', 'sandwich', 'sandwiches', 'taco', 'tacos', 'classic']
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

/** Every word at 10 page sizes on one page, each URL new to the server (a round reads its own page). */
const urls = (server: ServerProcess, words: string[], page: number) =>
  words.flatMap((q) =>
    Array.from({ length: 10 }, (_, i) => `${server.url}/api/search-products?branch_id=1&q=${q}&per_page=${15 + i}&page=${page}`),
  )

async function measure(name: string, server: ServerProcess): Promise<void> {
  await sequentialLatency(urls(server, [...NAMING, ...NOT_NAMING], ROUNDS + 1)) // warm-up: files read, routes compiled
  const naming: number[] = []
  const plain: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    naming.push((await sequentialLatency(urls(server, NAMING, r + 1))).p95)
    plain.push((await sequentialLatency(urls(server, NOT_NAMING, r + 1))).p95)
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  console.log(
    `${name.padEnd(11)} p95 naming a category ${fmt(median(naming))} ms (${naming.map((x) => fmt(x)).join(', ')}), ` +
      `naming none ${fmt(median(plain))} ms (${plain.map((x) => fmt(x)).join(', ')}): ratio ${fmt((median(naming) / median(plain)) * 100, 0)}%` +
      `   (target p95 ≤ 20 ms)`,
  )
}

console.log(
  `\nstorefront search, ${PRODUCTS.toLocaleString('en-US')} products, uncached, ${ROUNDS} alternating rounds (median of the rounds' p95)\n`,
)
const env = { WEB_DIST_DIR: '/nonexistent' }
await onGeneratedCatalogue('bench_search', env, measure)
process.exit(0)
