import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { copySqliteToPostgres } from '../apps/server/src/db/copy/copy-store.ts'
import { SqliteSnapshot } from '../apps/server/src/db/copy/sqlite-snapshot.ts'
import { findPostgresBin, startCluster } from '../test/support/postgres-cluster.ts'
import { copyOrders } from './support/copy-orders.ts'

/**
 * npm run bench:copy — db:copy of a store with 100,000 products and 100,000 orders (each with the lines
 * and timeline of a real demo order) into an empty PostgreSQL database. Target: under 2 minutes on the
 * 2-core machine. The baseline, run in the same process, is reading every row of the same snapshot and
 * writing nothing: the ratio says what the writing and the proof cost on top of the reading.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-copy-'))
const file = path.join(dir, 'store.sqlite')
console.log(`Building the source: ${PRODUCTS.toLocaleString('en-US')} products, ${ORDERS.toLocaleString('en-US')} orders…`)
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/cli/generate-catalog.ts', '--products', String(PRODUCTS), '--file', file],
  { stdio: 'ignore' },
)
await copyOrders({ sqliteFile: file, postgresUrl: null, target: ORDERS, shoppers: 1_000 })
withLinesAndEvents(file)

const bin = findPostgresBin()
if (!bin && !process.env.DATABASE_URL) {
  console.log('db:copy not measured: no PostgreSQL server binaries on this machine')
  process.exit(0)
}
const cluster = process.env.DATABASE_URL ? null : await startCluster(bin!)
const adminUrl = process.env.DATABASE_URL ?? cluster!.url
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query('DROP DATABASE IF EXISTS bench_copy WITH (FORCE)')
await admin.query('CREATE DATABASE bench_copy')
const url = new URL(adminUrl)
url.pathname = '/bench_copy'

const readStarted = performance.now()
const snapshot = new SqliteSnapshot(file)
let rowsRead = 0
for (const table of snapshot.tables()) for (const _ of snapshot.rows(table, snapshot.columns(table))) rowsRead += 1
snapshot.close()
const readSeconds = (performance.now() - readStarted) / 1000

const result = await copySqliteToPostgres({ sqlitePath: file, databaseUrl: url.toString() })
console.log(
  `db:copy    ${result.rows.toLocaleString('en-US')} rows in ${result.tables} tables: ${result.seconds.toFixed(1)} s, ${Math.round(result.rows / result.seconds).toLocaleString('en-US')} rows/s, counts and checksums proved (target < 120 s)`,
)
console.log(
  `baseline   reading the same ${rowsRead.toLocaleString('en-US')} rows from SQLite alone: ${readSeconds.toFixed(1)} s; the copy takes ${(result.seconds / readSeconds).toFixed(1)}× that`,
)
await admin.query('DROP DATABASE IF EXISTS bench_copy WITH (FORCE)')
await admin.end()
cluster?.stop()
fs.rmSync(dir, { recursive: true, force: true })

/** The cloned orders get the lines and timeline of the first demo order, as placed orders have. */
function withLinesAndEvents(sqliteFile: string): void {
  const db = new Database(sqliteFile)
  for (const table of ['order_lines', 'order_events']) {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id')
    const pick = columns.map((c) => (c === 'order_id' ? 'o.id' : `t."${c}"`)).join(', ')
    db.prepare(
      `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')})
       SELECT ${pick} FROM orders o
       CROSS JOIN (SELECT * FROM ${table} WHERE order_id = (SELECT min(order_id) FROM ${table})) t
       WHERE NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.order_id = o.id)`,
    ).run()
  }
  db.close()
}
