/**
 * npm run bench:admin-dashboard — each dashboard widget's call at 100,000 orders (decision 0092), on
 * SQLite and PostgreSQL. Figures, not a test: each line prints the target (p99 ≤ 100 ms) beside them.
 *
 * The store is written straight into a fresh database with multi-row INSERTs (placing 100,000 orders
 * through the API would take most of an hour, and the widgets read only the rows): 200 products in 10
 * categories, 20,000 shoppers, BENCH_ORDERS orders (default 100,000) placed at random over the last
 * 365 days with one to three lines each, of every kind — cash, wallet, online (a few unpaid), a few
 * cancelled, a few refunded in part or in full, the newest still open. Each widget is then called
 * BENCH_CALLS times (default 200) one after another through the service the route calls, after a
 * warm-up; the latency is the service's (its SQL and the answer's shaping), without HTTP.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { connect, type Db } from '../apps/server/src/db/connect.ts'
import { migrateToLatest } from '../apps/server/src/db/migrate.ts'
import { DashboardRepository } from '../apps/server/src/dashboard/owner.repository.ts'
import { DashboardService } from '../apps/server/src/dashboard/owner.service.ts'
import { findPostgresBin, startCluster } from '../test/support/postgres-cluster.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const CALLS = Number(process.env.BENCH_CALLS ?? 200)
const SHOPPERS = 20_000
const PRODUCTS = 200
const CHUNK = 500
const DAY = 86_400_000
const root = path.resolve(import.meta.dirname, '..')
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** A generator of the same store on every run (a fixed seed), so SQLite and PostgreSQL hold the same rows. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function inserts<T>(db: Db, table: string, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK * 10) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(rows.length, i + CHUNK * 10); j += CHUNK) {
        await trx
          .insertInto(table as never)
          .values(rows.slice(j, j + CHUNK) as never)
          .execute()
      }
    })
  }
}

async function fill(db: Db): Promise<void> {
  const rand = random(20261205)
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!
  const now = Date.now()
  const created = new Date(now - 400 * DAY).toISOString()
  await inserts(
    db,
    'categories',
    Array.from({ length: 10 }, (_, i) => ({ name: `Category ${i}`, slug: `category-${i}`, color: '#123456', position: i })),
  )
  const prices = Array.from({ length: PRODUCTS }, () => 100 + Math.floor(rand() * 2000))
  await inserts(
    db,
    'products',
    prices.map((price, i) => ({
      name: `Product ${i}`,
      slug: `product-${i}`,
      description: '',
      images: '[]',
      selling_price: price,
      is_active: 1,
      has_options: 0,
      position: 0,
      created_at: created,
    })),
  )
  const categories = (await db.kysely.selectFrom('categories').select('id').execute()).map((c) => c.id)
  const products = await db.kysely.selectFrom('products').select(['id', 'slug', 'name', 'selling_price']).orderBy('id').execute()
  await inserts(
    db,
    'product_categories',
    products.flatMap((p, i) => [
      { product_id: p.id, category_id: categories[i % 10]! },
      ...(i % 7 === 0 ? [{ product_id: p.id, category_id: categories[(i + 3) % 10]! }] : []),
    ]),
  )
  await inserts(
    db,
    'users',
    Array.from({ length: SHOPPERS }, (_, i) => ({
      name: `Shopper ${i}`,
      email: `bench.${i}@example.com`,
      referral_code: `B${i}`,
      created_at: created,
    })),
  )
  const users = (await db.kysely.selectFrom('users').select('id').execute()).map((u) => u.id)

  const orders = []
  const lines: { number: number; product: (typeof products)[number]; quantity: number }[] = []
  for (let n = 1; n <= ORDERS; n++) {
    const at = new Date(now - Math.floor(rand() * 365 * DAY)).toISOString()
    const count = 1 + Math.floor(rand() * 3)
    let total = 0
    for (let l = 0; l < count; l++) {
      const product = pick(products)
      const quantity = 1 + Math.floor(rand() * 3)
      total += product.selling_price * quantity
      lines.push({ number: n, product, quantity })
    }
    const fresh = now - Date.parse(at) < DAY
    const method = pick(['cod', 'cod', 'cod', 'wallet', 'online', 'online'] as const)
    const status = rand() < 0.05 ? 'cancelled' : fresh ? pick(['placed', 'accepted', 'preparing', 'out_for_delivery']) : 'delivered'
    const refund = rand()
    orders.push({
      owner_key: `bench-${n}`,
      number: n,
      branch_id: 1,
      status,
      total,
      subtotal: total,
      created_at: at,
      placed_at: at,
      public_id: `bench${n}`,
      user_id: rand() < 0.9 ? pick(users) : null,
      fulfilment: 'delivery',
      payment_method: method,
      payment_status:
        refund < 0.01 ? 'refunded' : refund < 0.04 ? 'partially_refunded' : method === 'online' && rand() < 0.02 ? 'pending' : 'paid',
      refunded: refund < 0.01 ? total : refund < 0.04 ? Math.floor(total / 3) : 0,
      wallet_used: method === 'wallet' ? total : 0,
      item_count: count,
    })
  }
  await inserts(db, 'orders', orders)
  const orderId = new Map(
    (await db.kysely.selectFrom('orders').select(['id', 'owner_key']).execute()).map((o) => [Number(o.owner_key.slice(6)), o.id]),
  )
  await inserts(
    db,
    'order_lines',
    lines.map(({ number, product, quantity }) => ({
      order_id: orderId.get(number)!,
      product_id: product.id,
      name: product.name,
      slug: product.slug,
      options: '[]',
      selected_attributes: '[]',
      selected_multi_attributes: '[]',
      unit_price: product.selling_price,
      quantity,
      line_total: product.selling_price * quantity,
    })),
  )
}

async function measure(name: string, db: Db): Promise<void> {
  const dashboard = new DashboardService(new DashboardRepository(db.kysely), async () => 'Asia/Kolkata')
  const widgets: [string, () => Promise<unknown>][] = [
    ['sales (today, 7 d, 30 d, each with the period before)', () => dashboard.sales()],
    ['orders by hour', () => dashboard.hours()],
    ['top products', () => dashboard.topProducts()],
    ['top categories', () => dashboard.topCategories()],
    ['average order', () => dashboard.averageOrder()],
    ['payments', () => dashboard.payments()],
    ['open orders', () => dashboard.openOrders()],
    ['new and returning shoppers', () => dashboard.shoppers()],
  ]
  for (const [label, call] of widgets) {
    for (let i = 0; i < 5; i++) await call()
    const times: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now()
      await call()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!
    const ms = (n: number) => `${fmt(n, 1)} ms`.padStart(9)
    console.log(`${name.padEnd(11)} ${label.padEnd(54)} ${ms(at(0.5))} ${ms(at(0.99))} ${ms(times.at(-1)!)}    p99 ≤ 100 ms`)
  }
}

console.log(`\ndashboard widgets, ${fmt(ORDERS)} orders over 365 days, ${CALLS} calls each; load average ${load()} (1, 5, 15 min)\n`)
console.log(`${''.padEnd(66)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}    target`)

const benchDir = path.join(root, '.bench')
fs.mkdirSync(benchDir, { recursive: true })
const sqlitePath = path.join(benchDir, `dashboard-${ORDERS}.sqlite`)
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqlitePath + suffix, { force: true })
const sqlite = connect({ databaseUrl: null, sqlitePath })
await migrateToLatest(sqlite)
let started = performance.now()
await fill(sqlite)
console.log(`(SQLite store filled in ${fmt((performance.now() - started) / 1000, 1)} s)`)
await measure('SQLite', sqlite)
await sqlite.close()

const bin = findPostgresBin()
if (!bin && !process.env.DATABASE_URL) console.log('PostgreSQL  not measured: no PostgreSQL server binaries on this machine')
else {
  const cluster = process.env.DATABASE_URL ? null : await startCluster(bin!)
  const adminUrl = process.env.DATABASE_URL ?? cluster!.url
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS bench_dashboard WITH (FORCE)')
  await admin.query('CREATE DATABASE bench_dashboard')
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = '/bench_dashboard'
  const postgres = connect({ databaseUrl: url.toString(), sqlitePath: '' })
  await migrateToLatest(postgres)
  started = performance.now()
  await fill(postgres)
  // After a bulk load, as an operator would: statistics for the planner, and the visibility map.
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query('VACUUM (ANALYZE)')
  await client.end()
  console.log(`(PostgreSQL store filled in ${fmt((performance.now() - started) / 1000, 1)} s)`)
  await measure('PostgreSQL', postgres)
  await postgres.close()
  cluster?.stop()
}
console.log(`\nload average after: ${load()}`)
process.exit(0)
