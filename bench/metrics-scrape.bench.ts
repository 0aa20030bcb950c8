/**
 * npx tsx bench/metrics-scrape.bench.ts — what one /metrics scrape costs with 100,000 orders
 * (BENCH_ORDERS), on SQLite and on PostgreSQL (decision 0071). Figures, not a test.
 *
 * The orders are copies of the demo store's (bench/support/copy-orders.ts). For each database it prints
 * the median and worst time of BENCH_SCRAPES scrapes over HTTP, and beside them the statement the
 * scrape used before (one pass over every order row, summing its status and refund) timed on the same
 * database, so the two figures compare the same machine at the same moment.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { copyOrders } from './support/copy-orders.ts'
import { onThrowawayPostgres } from './support/postgres.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const SCRAPES = Number(process.env.BENCH_SCRAPES ?? 30)
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
const env = { STORE_SEED: 'demo', METRICS_TOKEN, OWNER_TOKEN: 'bench-owner-token-0123456789abcdef', WEB_DIST_DIR: '/nonexistent' }

/** The scrape's order figures before decision 0071's indexes: every order row read. */
const FULL_SCAN = `SELECT count(*) AS placed,
  coalesce(sum(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END), 0) AS cancelled,
  coalesce(sum(CASE WHEN refunded > 0 THEN 1 ELSE 0 END), 0) AS refunded FROM orders`

const ms = (n: number) => `${n.toFixed(2)} ms`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timed(times: number, run: () => Promise<unknown> | unknown): Promise<number[]> {
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    took.push(performance.now() - started)
  }
  return took
}

async function report(label: string, server: ServerProcess, fullScan: () => Promise<unknown> | unknown) {
  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    const text = await res.text()
    if (!res.ok || !/^store_orders_placed_total \d+/m.test(text))
      throw new Error(`/metrics answered ${res.status} without the order figures`)
    return text
  }
  const placed = /^store_orders_placed_total (\d+)/m.exec(await scrape())![1]
  const scrapes = await timed(SCRAPES, scrape)
  const scans = await timed(SCRAPES, fullScan)
  console.log(
    `${label.padEnd(10)} ${placed} orders: scrape median ${ms(median(scrapes))}, worst ${ms(Math.max(...scrapes))}; ` +
      `the full scan it replaced alone: median ${ms(median(scans))}`,
  )
}

console.log(`/metrics with ${ORDERS.toLocaleString('en-US')} orders, ${SCRAPES} scrapes each`)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-metrics-'))
const sqlitePath = path.join(dir, 'store.sqlite')
const sqliteServer = await startServerProcess({ ...env, SQLITE_PATH: sqlitePath })
try {
  await copyOrders({ sqliteFile: sqlitePath, postgresUrl: null, target: ORDERS, shoppers: 1_000 })
  const reader = new Database(sqlitePath, { readonly: true })
  try {
    await report('SQLite', sqliteServer, () => reader.prepare(FULL_SCAN).get())
  } finally {
    reader.close()
  }
} finally {
  await sqliteServer.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}

await onThrowawayPostgres('bench_metrics', env, async (server, url) => {
  await copyOrders({ sqliteFile: null, postgresUrl: url, target: ORDERS, shoppers: 1_000 })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await report('PostgreSQL', server, () => client.query(FULL_SCAN))
  } finally {
    await client.end()
  }
})
