/**
 * toggle-wishlist-product on SQLite, one logged-in shopper per connection, against a bare node:http
 * server answering the toggle's bytes. Figures, not a test.
 * `npx tsx bench/wishlist.bench.ts`; BENCH_SECONDS and BENCH_ROUNDS shorten it for a smoke run.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import type { LoadResult } from './support/load.ts'
import { runLoops } from './support/loops.ts'
import { startBare } from './support/start-bare.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const connections = 20
/** Each shopper toggles these many products in turn, so half the calls add and half remove. */
const PRODUCTS_PER_SHOPPER = 4
const TOGGLE = '/api/toggle-wishlist-product?branch_id=1'
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

/** One account per connection, registered as a shopper would (each pays one Argon2id hash). */
async function registerShoppers(store: ServerProcess): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < connections; i++) {
    const res = await fetch(`${store.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Bench',
        email: `bench.${randomUUID()}@example.com`,
        phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        password: 'bench password 1',
      }),
    })
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`)
    tokens.push(((await res.json()) as { authToken: string }).authToken)
  }
  return tokens
}

async function measure(store: ServerProcess) {
  const { products } = (await (await fetch(`${store.url}/api/get-products?per_page=${PRODUCTS_PER_SHOPPER}`)).json()) as {
    products: { id: number }[]
  }
  const ids = products.map((p) => p.id)
  const tokens = await registerShoppers(store)
  const toggle = (loop: number, n: number) => ({
    method: 'POST' as const,
    path: TOGGLE,
    headers: { ...json, authorization: `Bearer ${tokens[loop]!}` },
    body: JSON.stringify({ product_id: ids[n % ids.length] }),
  })
  const toggles: LoadResult[] = []
  const bares: LoadResult[] = []
  let bare: { url: string; stop(): void } | null = null
  for (let round = 0; round < rounds; round++) {
    toggles.push(await runLoops(store.url, connections, seconds, toggle))
    if (!bare) {
      // The baseline answers with the bytes of one toggle.
      const sample = await fetch(`${store.url}${TOGGLE}`, { method: 'POST', headers: toggle(0, 0).headers, body: toggle(0, 0).body })
      bare = await startBare('wishlist', { [TOGGLE]: { body: await sample.text(), type: 'application/json; charset=utf-8' } })
    }
    bares.push(await runLoops(bare.url, connections, seconds, () => ({ method: 'POST', path: TOGGLE, headers: json, body: '{}' })))
  }
  bare?.stop()
  const rps = median(toggles.map((r) => r.rps))
  const errors = toggles.reduce((n, r) => n + r.errors, 0)
  const ratio = median(toggles.map((t, i) => t.rps / bares[i]!.rps))
  console.log(
    `SQLite      toggle-wishlist-product ${fmt(rps).padStart(6)} req/s p99 ${String(median(toggles.map((r) => r.p99))).padStart(5)} ms` +
      `${errors ? ` (${errors} errors)` : ''} = ${Math.round(ratio * 100)}% of bare ${fmt(median(bares.map((b) => b.rps)))} req/s (target ≥ 2,000 req/s)`,
  )
  console.log(
    `            rounds: ${toggles.map((t, i) => `${fmt(t.rps)} req/s (${Math.round((t.rps / bares[i]!.rps) * 100)}%)`).join(' / ')}`,
  )
}

console.log(
  `\nWishlist toggles, one logged-in shopper per connection over ${PRODUCTS_PER_SHOPPER} products (${connections} connections, ` +
    `${rounds} alternating rounds of ${seconds} s, medians).\n`,
)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-wishlist-'))
const sqlite = await startServerProcess({
  OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
  STORE_SEED: 'demo',
  WEB_DIST_DIR: '/nonexistent',
  SQLITE_PATH: path.join(dir, 'wishlist.sqlite'),
})
try {
  await measure(sqlite)
} finally {
  await sqlite.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
