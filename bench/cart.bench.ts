/**
 * Cart add and get-cart with one cart per connection, on SQLite and on PostgreSQL, against a bare
 * node:http server answering get-cart's bytes. Figures, not a test.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import type { LoadResult } from './support/load.ts'
import { runLoops } from './support/loops.ts'
import { onThrowawayPostgres } from './support/postgres.ts'
import { startBare } from './support/start-bare.ts'
import { hashPassword } from '../apps/server/src/accounts/passwords.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 20
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(label: string, store: ServerProcess) {
  const { products } = (await (await fetch(`${store.url}/api/get-products?per_page=100`)).json()) as {
    products: { id: number; has_options: boolean }[]
  }
  const simple = products.filter((p) => !p.has_options).map((p) => p.id)
  const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }
  const adds: LoadResult[] = []
  const gets: LoadResult[] = []
  const tokenGets: LoadResult[] = []
  const bares: LoadResult[] = []
  // Logged-in shoppers: one account per connection, each with the same 3-line cart a guest has.
  const tokens: string[] = []
  for (let i = 0; i < connections; i++) {
    const email = `bench.${randomUUID()}@example.com`
    const registered = await fetch(`${store.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Bench',
        email,
        phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        password: 'bench password 1',
      }),
    })
    const { authToken } = (await registered.json()) as { authToken: string }
    for (const product of simple.slice(0, 3)) {
      await fetch(`${store.url}/api/cart/add?branch_id=1`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${authToken}` },
        body: JSON.stringify({ product_id: product, quantity: 10 }),
      })
    }
    tokens.push(authToken)
  }
  let bare: { url: string; stop(): void } | null = null
  let sample = ''
  for (let round = 0; round < rounds; round++) {
    // Each connection is one shopper at a time: 30 adds over 3 products (a cart of 3 lines), then the
    // next shopper on that connection starts a new cart. Every round has new shoppers.
    const guests = Array.from({ length: connections }, () => randomUUID())
    const shopperOf = (loop: number, n: number) => `${guests[loop]!.slice(0, 24)}${String(Math.floor(n / 30)).padStart(12, '0')}`
    adds.push(
      await runLoops(store.url, connections, seconds, (loop, n) => ({
        method: 'POST',
        path: '/api/cart/add?branch_id=1',
        headers: { ...json, 'guest-id': shopperOf(loop, n) },
        body: JSON.stringify({ product_id: simple[n % 3], quantity: 1 }),
      })),
    )
    gets.push(
      await runLoops(store.url, connections, seconds, (loop) => ({
        method: 'GET',
        path: '/api/get-cart?branch_id=1',
        headers: { 'guest-id': shopperOf(loop, 0) },
      })),
    )
    tokenGets.push(
      await runLoops(store.url, connections, seconds, (loop) => ({
        method: 'GET',
        path: '/api/get-cart?branch_id=1',
        headers: { authorization: `Bearer ${tokens[loop]!}` },
      })),
    )
    if (!bare) {
      // The baseline answers with the bytes of one of those carts.
      sample = await (await fetch(`${store.url}/api/get-cart?branch_id=1`, { headers: { 'guest-id': shopperOf(0, 0) } })).text()
      bare = await startBare('cart', { '/api/get-cart?branch_id=1': { body: sample, type: 'application/json; charset=utf-8' } })
    }
    bares.push(await runLoops(bare.url, connections, seconds, () => ({ method: 'GET', path: '/api/get-cart?branch_id=1', headers: {} })))
  }
  bare?.stop()
  const add = { rps: median(adds.map((r) => r.rps)), p99: median(adds.map((r) => r.p99)), errors: adds.reduce((n, r) => n + r.errors, 0) }
  const get = { rps: median(gets.map((r) => r.rps)), p99: median(gets.map((r) => r.p99)) }
  const ratio = median(gets.map((g, i) => g.rps / bares[i]!.rps))
  console.log(
    `${label.padEnd(11)} cart add ${fmt(add.rps).padStart(6)} req/s p99 ${String(add.p99).padStart(5)} ms${add.errors ? ` (${add.errors} errors)` : ''}   ` +
      `get-cart ${fmt(get.rps).padStart(6)} req/s p99 ${String(get.p99).padStart(5)} ms = ${Math.round(ratio * 100)}% of bare ${fmt(median(bares.map((b) => b.rps)))} req/s (cart of ${JSON.parse(sample).cartItems.length} lines)`,
  )
  const tokenRatio = median(tokenGets.map((g, i) => g.rps / gets[i]!.rps))
  console.log(
    `${''.padEnd(11)} get-cart with a token ${fmt(median(tokenGets.map((r) => r.rps))).padStart(6)} req/s = ${Math.round(tokenRatio * 100)}% of get-cart as a guest (target ≥ 90%; rounds ${tokenGets.map((g, i) => `${Math.round((g.rps / gets[i]!.rps) * 100)}%`).join(' / ')})`,
  )
  console.log(
    `${''.padEnd(11)} rounds: add ${adds.map((r) => fmt(r.rps)).join(' / ')} req/s; get-cart ${gets.map((g, i) => `${Math.round((g.rps / bares[i]!.rps) * 100)}%`).join(' / ')} of bare`,
  )
}

// Registering and logging in pay for Argon2id (m = 19 MiB, t = 2, p = 1): what one hash costs on this machine.
const hashTimes: number[] = []
for (let i = 0; i < 9; i++) {
  const started = process.hrtime.bigint()
  await hashPassword(`bench password ${i}`)
  hashTimes.push(Number(process.hrtime.bigint() - started) / 1e6)
}
console.log(`\nArgon2id password hash: median ${median(hashTimes).toFixed(1)} ms over ${hashTimes.length} hashes on this machine`)

console.log(
  `\nCart, one cart per connection (${connections} connections, ${rounds} alternating rounds of ${seconds} s, medians). Targets: add ≥ 3,000 req/s with p99 ≤ 25 ms on SQLite; get-cart ≥ 30% of bare.\n`,
)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-cart-'))
const env = { OWNER_TOKEN: 'bench-owner-token-0123456789abcdef', STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent' }
const sqlite = await startServerProcess({ ...env, SQLITE_PATH: path.join(dir, 'cart.sqlite') })
await measure('SQLite', sqlite)
await sqlite.stop()

await onThrowawayPostgres('bench_cart', env, (postgres) => measure('PostgreSQL', postgres))
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
