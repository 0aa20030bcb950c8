/**
 * npm run bench:orders — place-order and get-all-orders, on SQLite and on
 * PostgreSQL. Figures, not a test: each line prints the target beside the measured figure.
 *
 * place-order (cash on delivery, a 3-line cart, one shopper per connection), three ways:
 * - at the target's rate (open loop, decision 0029): pre-filled carts are ordered at a constant 300
 *   orders/s on SQLite (150 on PostgreSQL), each request sent when due whatever the others are doing,
 *   its latency counted from then. This is the figure the target "300 orders/s with p99 ≤ 50 ms" is
 *   judged by: the issue names no number of connections, and a latency target holds at a rate;
 * - the endpoint's most (closed loop): each of 20 connections places the pre-filled carts of its own
 *   shoppers, one after another, as fast as answers come. Its p99 is mostly the queue of the other 19
 *   connections (latency ≈ connections / throughput), so it shows capacity, not the latency at a rate;
 * - the whole path in one loop (three cart adds, then place-order), whose orders per second also pay
 *   for the adds. p99 is always place-order's own latency.
 *
 * get-all-orders: a shopper's first page at 1, 4 and 20 connections closed loop (at 20, on 2 cores, the
 * latency is mostly the queue), then at a constant 1,000 requests/s (open loop, BENCH_LIST_RATE),
 * with 100,000 orders from 1,000 shoppers already in the database (placed through the API beforehand
 * would take minutes, so the bench copies real orders made through the API; see copy-orders.ts).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { runLoops } from './support/loops.ts'
import { openLoop } from './support/open-loop.ts'
import { copyOrders } from './support/copy-orders.ts'
import { onThrowawayPostgres } from './support/postgres.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
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

let phonesGiven = 0

async function newShopper(store: ServerProcess, i: number): Promise<Shopper> {
  const { authToken } = await call<{ authToken: string }>(store, 'POST', '/api/register', null, {
    name: `Bench ${i}`,
    email: `bench.${randomUUID()}@example.com`,
    phone: `+1555${String(++phonesGiven).padStart(7, '0')}`, // unique: random ones collide among thousands of shoppers
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

/** A keep-alive client of `connections` sockets: each loop of the bench is one shopper on one connection. */
function client(store: ServerProcess) {
  const url = new URL(store.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
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
  const fillCart = async (shopper: Shopper, productIds: number[]) => {
    for (const productId of productIds) {
      const res = await send(
        'POST',
        '/api/cart/add?branch_id=1',
        { ...json, authorization: `Bearer ${shopper.token}` },
        JSON.stringify({ product_id: productId, quantity: 1 }),
      )
      if (res.status !== 201) throw new Error(`cart/add answered ${res.status}: ${res.text.slice(0, 200)}`)
    }
  }
  const placeOrder = (shopper: Shopper) =>
    send(
      'POST',
      '/api/place-order?branch_id=1',
      { ...json, authorization: `Bearer ${shopper.token}`, 'idempotency-key': randomUUID() },
      JSON.stringify({ fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cod' }),
    )
  return { fillCart, placeOrder, close: () => agent.destroy() }
}

interface Timed {
  ordersPerSecond: number
  p50: number
  p99: number
  failures: string[]
}

/** Runs `loop` on every connection at once and times its place-order calls. */
async function timed(
  loop: (connection: number, time: (call: () => Promise<{ status: number; text: string }>) => Promise<void>) => Promise<void>,
): Promise<Timed> {
  const latencies: number[] = []
  const failures: string[] = []
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: connections }, (_, connection) =>
      loop(connection, async (call) => {
        const t = process.hrtime.bigint()
        const res = await call()
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
        if (res.status !== 201) failures.push(`${res.status} ${res.text.slice(0, 120)}`)
      }),
    ),
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { ordersPerSecond: (latencies.length - failures.length) / elapsed, p50: at(0.5), p99: at(0.99), failures }
}

/**
 * place-order alone: every connection walks its own shoppers, each with a 3-line cart filled
 * beforehand, and places their orders one after another. This is the endpoint's rate.
 */
async function placeOrdersAlone(store: ServerProcess, productIds: number[], perConnection: number): Promise<Timed> {
  const http = client(store)
  const shoppers: Shopper[][] = []
  for (let c = 0; c < connections; c++) {
    shoppers.push(await Promise.all(Array.from({ length: perConnection }, (_, i) => newShopper(store, c * perConnection + i))))
    await Promise.all(shoppers[c]!.map((s) => http.fillCart(s, productIds)))
  }
  const result = await timed(async (connection, time) => {
    for (const shopper of shoppers[connection]!) await time(() => http.placeOrder(shopper))
  })
  http.close()
  return result
}

/** Pre-filled carts of new shoppers, `batch` made at a time (registration hashes a password). */
async function shoppersWithCarts(store: ServerProcess, productIds: number[], count: number, batch = 20): Promise<Shopper[]> {
  const http = client(store)
  const shoppers: Shopper[] = []
  for (let made = 0; made < count; made += batch) {
    const next = await Promise.all(Array.from({ length: Math.min(batch, count - made) }, (_, i) => newShopper(store, made + i)))
    await Promise.all(next.map((s) => http.fillCart(s, productIds)))
    shoppers.push(...next)
  }
  http.close()
  return shoppers
}

/** place-order at a constant `rate` for `seconds` (open loop): each due request orders the next shopper's pre-filled cart. */
async function placeOrdersAtRate(store: ServerProcess, productIds: number[], rate: number) {
  const shoppers = await shoppersWithCarts(store, productIds, Math.round(rate * seconds))
  return openLoop(store.url, rate, seconds, (n) => ({
    method: 'POST',
    path: '/api/place-order?branch_id=1',
    headers: { ...json, authorization: `Bearer ${shoppers[n]!.token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ fulfilment: 'delivery', address_id: shoppers[n]!.addressId, payment_method: 'cod' }),
  }))
}

/** The whole path, one shopper per connection for `seconds`: three cart adds, then place-order, again and again. */
async function cartAndOrderLoop(store: ServerProcess, shoppers: Shopper[], productIds: number[]): Promise<Timed> {
  const http = client(store)
  const deadline = Date.now() + seconds * 1000
  const result = await timed(async (connection, time) => {
    const shopper = shoppers[connection]!
    while (Date.now() < deadline) {
      await http.fillCart(shopper, productIds)
      await time(() => http.placeOrder(shopper))
    }
  })
  http.close()
  return result
}

const line = (what: string, r: Timed, target: string) =>
  `${what} ${fmt(r.ordersPerSecond).padStart(5)} orders/s${target}, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
  (r.failures.length ? `; ${r.failures.length} failed, e.g. ${r.failures[0]}` : '')

async function measure(label: string, store: ServerProcess, target: number, databaseFile: string | null, pgUrl: string | null) {
  const { products } = await call<{ products: { id: number; has_options: boolean }[] }>(
    store,
    'GET',
    '/api/get-products?branch_id=1&per_page=100',
    null,
  )
  const simple = products.filter((p) => !p.has_options).map((p) => p.id)
  const alone = await placeOrdersAlone(store, simple.slice(0, 3), Number(process.env.BENCH_ORDERS_PER_CONNECTION ?? 40))
  console.log(
    line(`${''.padEnd(11)} place-order, most`, alone, ` (target ≥ ${target})`) +
      ` — closed loop: ${connections} connections, each placing the pre-filled 3-line carts of its own shoppers`,
  )
  // After the closed loop, so the server's code is warm (JIT) as a running store's is.
  const atRate = await placeOrdersAtRate(store, simple.slice(0, 3), target)
  console.log(
    `${label.padEnd(11)} place-order at ${target} orders/s offered (open loop, ${seconds} s): ${fmt(atRate.rps)} answered/s, p50 ${atRate.p50} ms, p99 ${atRate.p99} ms, max ${atRate.max} ms` +
      `${label === 'SQLite' ? ' (target p99 ≤ 50 ms)' : ''}${atRate.errors ? `; ${atRate.errors} failed` : ''}`,
  )
  const shoppers = await Promise.all(Array.from({ length: connections }, (_, i) => newShopper(store, i)))
  const loop = await cartAndOrderLoop(store, shoppers, simple.slice(0, 3))
  console.log(line(`${''.padEnd(11)} 3 cart adds + place-order`, loop, '') + ` — the whole path in one loop for ${seconds} s`)

  // get-all-orders with 100,000 orders in the database.
  const total = await copyOrders({ sqliteFile: databaseFile, postgresUrl: pgUrl, target: 100_000, shoppers: 1_000 })
  const reader = shoppers[0]!
  for (const load of [1, 4, connections]) {
    const list = await runLoops(store.url, load, seconds, () => ({
      method: 'GET',
      path: '/api/get-all-orders?branch_id=1&page=1',
      headers: { authorization: `Bearer ${reader.token}` },
    }))
    console.log(
      `${''.padEnd(11)} get-all-orders, ${String(load).padStart(2)} connection${load > 1 ? 's' : ' '} ${fmt(list.rps).padStart(6)} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms (target p99 ≤ 15 ms) with ${fmt(total)} orders in the database${list.errors ? `; ${list.errors} errors` : ''}`,
    )
  }
  // After the closed loops, so the route's code is warm (JIT) and the pool's connections are open, as
  // in a running store.
  const listRate = Number(process.env.BENCH_LIST_RATE ?? 1000)
  const listed = await openLoop(store.url, listRate, seconds, () => ({
    method: 'GET',
    path: '/api/get-all-orders?branch_id=1&page=1',
    headers: { authorization: `Bearer ${reader.token}` },
  }))
  console.log(
    `${''.padEnd(11)} get-all-orders at ${fmt(listRate)} req/s offered (open loop): ${fmt(listed.rps)} answered/s, p50 ${listed.p50} ms, p99 ${listed.p99} ms, max ${listed.max} ms (target p99 ≤ 15 ms) with ${fmt(total)} orders in the database${listed.errors ? `; ${listed.errors} errors` : ''}`,
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
