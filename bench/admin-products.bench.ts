/**
 * npm run bench:admin-products — the owner's product list and search at 100,000 products (decision
 * 0056), on SQLite and PostgreSQL. Figures, not a test: each line prints the target beside the measure.
 *
 * The target (p99 ≤ 50 ms at 200 requests/s) is judged on an open loop (bench/support/open-loop.ts:
 * each request is sent when due and its latency counts from then, so a stall shows in every request
 * due during it). The requests mix what an owner does, each with the owner token:
 *
 * - list: a page from 1 to 20 of all products, or of one category, or sold out / low at a branch;
 * - search as you type: a prefix of a name word (2 to 6 letters), sometimes with a category, and the
 *   rare word (few matches: the index, not the page, does the work).
 *
 * The catalogue is the generated one (npm run catalog:generate), made once into .bench/ for SQLite
 * and into a throwaway PostgreSQL database. BENCH_SECONDS sets how long each measure runs (default 10),
 * BENCH_ADMIN_RATE the rate (default 200).
 */
import { RARE_WORD } from '../apps/server/src/seed/generate-catalogue.ts'
import type { ServerProcess } from '../test/support/server-process.ts'
import { openLoop } from './support/open-loop.ts'
import { onGeneratedCatalogue, PRODUCTS } from './support/generated-catalogue.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rate = Number(process.env.BENCH_ADMIN_RATE ?? 200)
const OWNER_TOKEN = 'bench-owner-token-0123456789abcdef'
const headers = { authorization: `Bearer ${OWNER_TOKEN}` }
const WORDS = ['Classic', 'Spicy', 'Smoky', 'Golden', 'Crispy', 'Rustic', 'Zesty', 'Creamy', 'Garden', 'Royal', 'Pizza', 'Burger', 'basil']
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const random = (n: number) => Math.floor(Math.random() * n)

function listPath(categories: number[], branches: number[]): string {
  const page = 1 + random(20)
  switch (random(3)) {
    case 0:
      return `/api/admin/products?page=${page}`
    case 1:
      return `/api/admin/products?page=${page}&category_id=${categories[random(categories.length)]}`
    default:
      return `/api/admin/products?branch_id=${branches[random(branches.length)]}&stock=${random(2) ? 'sold_out' : 'low'}`
  }
}
function searchPath(categories: number[]): string {
  if (random(10) === 0) return `/api/admin/products?q=${RARE_WORD.slice(0, 3 + random(4))}`
  const word = WORDS[random(WORDS.length)]!
  const typed = word.slice(0, 2 + random(Math.min(5, word.length - 1)))
  return `/api/admin/products?q=${encodeURIComponent(typed)}${random(3) === 0 ? `&category_id=${categories[random(categories.length)]}` : ''}`
}

async function measure(name: string, server: ServerProcess): Promise<void> {
  const get = async <T>(url: string) => (await (await fetch(server.url + url, { headers })).json()) as T
  const categories = (await get<{ items: { id: number }[] }>('/api/admin/categories')).items.map((c) => c.id)
  const branches = (await get<{ items: { id: number }[] }>('/api/admin/branches')).items.map((b) => b.id)
  const rows: [string, () => string][] = [
    ['list (pages, category, stock at a branch)', () => listPath(categories, branches)],
    ['search as you type (prefixes, the rare word)', () => searchPath(categories)],
  ]
  for (const [label, next] of rows) {
    // A fresh server reads its database file and compiles its routes on the first requests: a warm-up
    // at the same rate first, so the figure is the shop's steady state rather than its first second.
    await openLoop(server.url, rate, 3, () => ({ method: 'GET', path: next(), headers }))
    const r = await openLoop(server.url, rate, seconds, () => ({ method: 'GET', path: next(), headers }))
    const ms = (n: number) => (fmt(n, 1) + ' ms').padStart(9)
    console.log(
      `${name.padEnd(11)} ${label.padEnd(46)} ${(fmt(r.rps) + '/s').padStart(7)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)}    p99 ≤ 50 ms${r.errors ? `  (${r.errors} errors)` : ''}`,
    )
  }
}

console.log(`\nowner product list and search, ${fmt(PRODUCTS)} products, open loop at ${rate} requests/s, ${seconds} s each\n`)
console.log(`${''.padEnd(58)} ${'achieved'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}    target`)
const env = { OWNER_TOKEN, WEB_DIST_DIR: '/nonexistent' }
await onGeneratedCatalogue('bench_admin_products', env, measure)
process.exit(0)
