/**
 * npm run bench:admin-board — an order placed through server A, shown on a board connected to server B
 * (decision 0053), on SQLite (two processes on one file: news rows) and PostgreSQL (LISTEN/NOTIFY).
 * Figures, not a test. Target: p99 ≤ 1 s from "place-order answered" to "event on B's stream".
 *
 * Two server processes on one fresh database; B's board is a real text/event-stream reader. Orders are
 * placed one after another (BENCH_ORDERS, default 200) by pre-registered shoppers with filled carts, so
 * the figure is the news path, not the cart. Each latency runs from place-order's answer on A to the
 * order's `placed` event on B; the time from sending place-order is printed beside it.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { openEventStream } from '../test/support/event-stream.ts'
import { onThrowawayPostgres } from './support/postgres.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200)
const OWNER_TOKEN = 'bench-owner-token-0123456789abcdef'
const json = { 'content-type': 'application/json' }

async function call<T>(
  server: ServerProcess,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<T> {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Measures with server A already running; B is started on the same database (`database`: its env). */
async function measure(label: string, a: ServerProcess, database: Record<string, string>) {
  const b = await startServerProcess({
    OWNER_TOKEN,
    STORE_SEED: 'demo',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    ...database,
  })
  try {
    const owner = { authorization: `Bearer ${OWNER_TOKEN}` }
    const board = await openEventStream(`${b.url}/api/admin/orders/events`, owner)
    await board.next((e) => e.event === 'hello')
    const { product } = await call<{ product: { id: number } }>(a, 'GET', '/api/get-product?slug=tiramisu')
    // Shoppers with a filled cart, made before the clock runs.
    const shoppers: string[] = []
    for (let i = 0; i < ORDERS; i++) {
      const n = String(10_000_000 + i)
      const { authToken } = await call<{ authToken: string }>(
        a,
        'POST',
        '/api/register',
        {},
        {
          name: 'Bench',
          email: `board.${n}@example.com`,
          phone: `+9195${n}`,
          password: 'long enough secret',
        },
      )
      await call(a, 'POST', '/api/cart/add?branch_id=1', { authorization: `Bearer ${authToken}` }, { product_id: product.id, quantity: 1 })
      shoppers.push(authToken)
    }
    const fromAnswer: number[] = []
    const fromSend: number[] = []
    for (const token of shoppers) {
      const sent = performance.now()
      const { order } = await call<{ order: { id: string } }>(
        a,
        'POST',
        '/api/place-order?branch_id=1',
        { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        { fulfilment: 'pickup', payment_method: 'cod' },
      )
      const answered = performance.now()
      await board.next((e) => e.event === 'order' && e.data.includes(order.id))
      const seen = performance.now()
      fromAnswer.push(seen - answered)
      fromSend.push(seen - sent)
    }
    await board.close()
    fromAnswer.sort((x, y) => x - y)
    fromSend.sort((x, y) => x - y)
    const ms = (n: number) => `${n.toFixed(1)} ms`
    console.log(`${label.padEnd(14)} ${ORDERS} orders placed through A, shown on a board on B`)
    console.log(
      `  answer → board   p50 ${ms(percentile(fromAnswer, 50))}  p99 ${ms(percentile(fromAnswer, 99))}  max ${ms(fromAnswer.at(-1)!)}  (target p99 ≤ 1 s)`,
    )
    console.log(`  send → board     p50 ${ms(percentile(fromSend, 50))}  p99 ${ms(percentile(fromSend, 99))}`)
  } finally {
    await b.stop()
  }
}

const serverEnv = { OWNER_TOKEN, STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent', ADMIN_DIST_DIR: '/nonexistent' }
// SQLite: two processes on one file, the news carried by rows each process reads (decision 0053).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-board-'))
const sqlite = { SQLITE_PATH: path.join(dataDir, 'store.sqlite') }
const a = await startServerProcess({ ...serverEnv, ...sqlite })
try {
  await measure('SQLite', a, sqlite)
} finally {
  await a.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
await onThrowawayPostgres('bench_admin_board', serverEnv, (server, url) => measure('PostgreSQL', server, { DATABASE_URL: url }))
process.exit(0)
