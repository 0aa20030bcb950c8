/**
 * npm run bench:csv-import — the products CSV import of 10,000 rows into an empty store on SQLite
 * (decision 0093). Figures, not a test: the target is at most 20 s for the whole import.
 *
 * The file is made here in the export's own format: BENCH_ROWS rows (default 10,000), every fourth a
 * product with options, combinations and add-ons like the demo's pizzas, all in categories and with a
 * branch price. It is sent through the real route (multipart upload, the dry run, then the import with
 * its progress lines), in process with app.inject, so the time is the server's.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config.ts'
import { buildApp } from '../apps/server/src/app.ts'
import { sha256 } from '../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../apps/server/src/cache/versions.ts'
import { connect } from '../apps/server/src/db/connect.ts'
import { migrateToLatest } from '../apps/server/src/db/migrate.ts'
import { seedStore } from '../apps/server/src/seed/seed-store.ts'
import { csvRow } from '../apps/server/src/data/csv.ts'
import { PRODUCT_COLUMNS } from '../apps/server/src/data/product-rows.ts'
import { multipart } from '../test/support/multipart.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const OWNER_TOKEN = 'bench-owner-token-0123456789abcdef'
const headers = { authorization: `Bearer ${OWNER_TOKEN}` }
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

function productsCsv(): string {
  const options = JSON.stringify([
    { name: 'Size', values: [{ value: 'Small' }, { value: 'Large' }] },
    { name: 'Crust', values: [{ value: 'Classic' }, { value: 'Thin' }] },
  ])
  const combinations = JSON.stringify(
    ['Small', 'Large'].flatMap((size, s) =>
      ['Classic', 'Thin'].map((crust, c) => ({ values: [size, crust], price: 900 + 300 * s + 100 * c })),
    ),
  )
  const addOns = JSON.stringify([
    { name: 'Toppings', min_select: 0, max_select: 3, values: ['Olives', 'Basil', 'Chilli'].map((value) => ({ value, price: 120 })) },
    { name: 'Dip', min_select: 0, max_select: 1, values: [{ value: 'Garlic', price: 60, dependencies: ['Classic'] }] },
  ])
  const lines = [csvRow(PRODUCT_COLUMNS)]
  for (let i = 0; i < ROWS; i++) {
    const withOptions = i % 4 === 0
    const cells: Record<(typeof PRODUCT_COLUMNS)[number], string | number> = {
      slug: `bench-product-${i}`,
      name: `Bench product ${i}`,
      description: `A product made for the import bench, number ${i}, with a comma and "quotes".`,
      selling_price: withOptions ? 900 : 100 + (i % 900),
      original_price: '',
      stock: i % 3 === 0 ? '' : 50,
      is_active: 'true',
      position: 0,
      tax_rate_bp: '',
      category_slugs: `bench-${i % 20}`,
      category_names: `Bench ${i % 20}`,
      images: '',
      options: withOptions ? options : '',
      combinations: withOptions ? combinations : '',
      add_ons: withOptions ? addOns : '',
      branches: JSON.stringify([{ branch: 'Bench branch', is_available: true, selling_price: null, original_price: null, stock: 10 }]),
    }
    lines.push(csvRow(PRODUCT_COLUMNS.map((c) => cells[c])))
  }
  return lines.join('')
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-csv-'))
const db = connect({ databaseUrl: null, sqlitePath: path.join(dir, 'store.sqlite') })
await migrateToLatest(db)
await seedStore({ db, versions: new CacheVersions(db.kysely, 0) }, 'empty')
const app = await buildApp({
  config: { ...loadConfig({}, []), cacheVersionTtlMs: 0 },
  db,
  ownerTokenHash: sha256(OWNER_TOKEN),
  serveWebApp: false,
})
const branch = await app.inject({
  method: 'POST',
  url: '/api/admin/branches',
  headers,
  payload: { name: 'Bench branch', address: '1 Bench Street', pincodes: ['10001'] },
})
if (branch.statusCode !== 201) throw new Error(`branch: ${branch.body}`)

const csv = productsCsv()
const form = multipart([{ name: 'file', filename: 'bench.csv', type: 'text/csv', data: csv }])
console.log(
  `\nproducts CSV import, ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) into an empty SQLite store; load average ${load()}\n`,
)
const send = (url: string) => app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload })

let started = performance.now()
const check = await send('/api/admin/import/products/check')
const checkSeconds = (performance.now() - started) / 1000
const checked = check.json() as { rows: number; problems: unknown[] }
if (check.statusCode !== 200 || checked.problems.length > 0) throw new Error(`check: ${check.body.slice(0, 500)}`)
console.log(`dry run     ${checkSeconds.toFixed(1)} s   (${checked.rows} rows, no problems)`)

started = performance.now()
const applied = await send('/api/admin/import/products')
const seconds = (performance.now() - started) / 1000
const last = JSON.parse(applied.body.trim().split('\n').at(-1) ?? '{}') as { created?: number; finished?: boolean }
if (applied.statusCode !== 200 || !last.finished) throw new Error(`import: ${applied.body.slice(0, 500)}`)
console.log(`import      ${seconds.toFixed(1)} s   (${last.created} products added)    target ≤ 20 s`)
console.log(`\nload average after: ${load()}`)
await app.close()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
