/**
 * npm run bench:orders — place-order and get-all-orders (issue 10 "Speed"), on SQLite and on
 * PostgreSQL. Figures, not a test: each line prints the target beside the measured figure.
 *
 * place-order: one shopper per connection, as in real life. Each shopper fills a 3-line cart (three
 * cart adds) and places it with cash on delivery, then starts again. Orders per second count placed
 * orders over the wall time, so the cart adds are paid for too; p99 is place-order's own latency.
 *
 * get-all-orders: a shopper's first page, with 100,000 orders from 1,000 shoppers already in the
 * database (placed through the API beforehand would take minutes, so the bench copies real orders
 * made through the API; see fillOrders).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { runLoops } from './support/loops.ts'
import { copyOrders } from './support/copy-orders.ts'
import { onThrowawayPostgres } from './support/postgres.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 20
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

interface Shopper {
  token: string
  addressId: number
}

async function call<T>(store: ServerProcess, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  if (url.startsWith('/api/place-order')) headers['idempotency-key'] = randomUUID()
  const res = await fetch(store.url + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

async function newShopper(store: ServerProcess, i: number): Promise<Shopper> {
  const { authToken } = await call<{ authToken: string }>(store, 'POST', '/api/register', null, {
    name: `Bench ${i}`,
    email: `bench.${randomUUID()}@example.com`,
    phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'bench password 1',
  })
  const { address } = await call<{ address: { id: number } }>(store, 'POST', '/api/address/add', authToken, {
    label: 'Home',
    name: `Bench ${i}`,
    phone: '+15550000000',
    line1: '1 Bench Street',
    city: 'New York',
    state: 'NY',
    pincode: '10001', // served by the demo's branch 1 (seed-store.ts)
  })
  return { token: authToken, addressId: address.id }
}

/** Closed loops, one shopper each: three cart adds, then place-order; only place-order's latency is kept. */
async function placeOrders(store: ServerProcess, shoppers: Shopper[], productIds: number[]) {
  const url = new URL(store.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers.length })
  const send = (method: string, pathName: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, method, path: pathName, agent, headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      req.on('error', reject)
      req.end(body)
    })
  const latencies: number[] = []
  const failures: string[] = []
  const started = Date.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    shoppers.map(async (shopper) => {
      const auth = { ...json, authorization: `Bearer ${shopper.token}` }
      while (Date.now() < deadline) {
        for (const productId of productIds) {
          await send('POST', '/api/cart/add?branch_id=1', auth, JSON.stringify({ product_id: productId, quantity: 1 }))
        }
        const t = process.hrtime.bigint()
        const res = await send(
          'POST',
          '/api/place-order?branch_id=1',
          { ...auth, 'idempotency-key': randomUUID() },
          JSON.stringify({ fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cod' }),
        )
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
        if (res.status !== 201) failures.push(`${res.status} ${res.text.slice(0, 120)}`)
      }
    }),
  )
  const elapsed = (Date.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { ordersPerSecond: (latencies.length - failures.length) / elapsed, p50: at(0.5), p99: at(0.99), failures }
}

async function measure(label: string, store: ServerProcess, target: number, databaseFile: string | null, pgUrl: string | null) {
  const { products } = await call<{ products: { id: number; has_options: boolean }[] }>(
    store,
    'GET',
    '/api/get-products?branch_id=1&per_page=100',
    null,
  )
  const simple = products.filter((p) => !p.has_options).map((p) => p.id)
  const shoppers = await Promise.all(Array.from({ length: connections }, (_, i) => newShopper(store, i)))
  const placed = await placeOrders(store, shoppers, simple.slice(0, 3))
  console.log(
    `${label.padEnd(11)} place-order ${fmt(placed.ordersPerSecond).padStart(5)} orders/s (target ≥ ${target}), p50 ${placed.p50.toFixed(1)} ms, p99 ${placed.p99.toFixed(1)} ms${label === 'SQLite' ? ' (target ≤ 50 ms)' : ''}` +
      (placed.failures.length ? `; ${placed.failures.length} failed, e.g. ${placed.failures[0]}` : ''),
  )

  // get-all-orders with 100,000 orders in the database.
  const total = await copyOrders({ sqliteFile: databaseFile, postgresUrl: pgUrl, target: 100_000, shoppers: 1_000 })
  const reader = shoppers[0]!
  const list = await runLoops(store.url, connections, seconds, () => ({
    method: 'GET',
    path: '/api/get-all-orders?branch_id=1&page=1',
    headers: { authorization: `Bearer ${reader.token}` },
  }))
  console.log(
    `${''.padEnd(11)} get-all-orders ${fmt(list.rps).padStart(6)} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms (target ≤ 15 ms) with ${fmt(total)} orders in the database${list.errors ? `; ${list.errors} errors` : ''}`,
  )
}

console.log(`\nOrders (${connections} connections, ${seconds} s per measure)\n`)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-orders-'))
const env = { OWNER_TOKEN: 'bench-owner-token-0123456789abcdef', STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent' }
const sqliteFile = path.join(dir, 'orders.sqlite')
const sqlite = await startServerProcess({ ...env, SQLITE_PATH: sqliteFile })
await measure('SQLite', sqlite, 300, sqliteFile, null)
await sqlite.stop()

await onThrowawayPostgres('bench_orders', env, (postgres, url) => measure('PostgreSQL', postgres, 150, null, url))
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
