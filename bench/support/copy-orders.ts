import Database from 'better-sqlite3'
import pg from 'pg'

/**
 * Grows the orders table to `target` rows by copying the orders the bench placed through the API,
 * spread over `shoppers` other shoppers (user ids from 1,000,000 up, so the bench's own shoppers keep
 * their own lists). Placing 100,000 orders through the API would take minutes; what get-all-orders
 * reads is the orders table alone, so copies of real rows measure it faithfully. Bench-only.
 */
export async function copyOrders(options: {
  sqliteFile: string | null
  postgresUrl: string | null
  target: number
  shoppers: number
}): Promise<number> {
  const { target, shoppers } = options
  if (options.sqliteFile) {
    const db = new Database(options.sqliteFile)
    db.pragma('busy_timeout = 10000')
    const columns = (db.prepare('PRAGMA table_info(orders)').all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id')
    const pick = (c: string) =>
      c === 'public_id' ? 'lower(hex(randomblob(16)))' : c === 'user_id' ? `${1_000_000} + (id % ${shoppers})` : `"${c}"`
    const count = () => (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n
    for (let n = count(); n < target; n = count()) {
      db.prepare(
        `INSERT INTO orders (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${columns.map(pick).join(', ')} FROM orders ORDER BY id LIMIT ${Math.min(n, target - n)}`,
      ).run()
    }
    const total = count()
    db.close()
    return total
  }
  const client = new pg.Client({ connectionString: options.postgresUrl! })
  await client.connect()
  const { rows } = await client.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND column_name <> 'id' ORDER BY ordinal_position",
  )
  const columns = rows.map((r) => r.column_name)
  const pick = (c: string) => (c === 'public_id' ? 'md5(random()::text)' : c === 'user_id' ? `${1_000_000} + (id % ${shoppers})` : `"${c}"`)
  const count = async () => Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]!.n)
  for (let n = await count(); n < target; n = await count()) {
    await client.query(
      `INSERT INTO orders (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${columns.map(pick).join(', ')} FROM orders ORDER BY id LIMIT ${Math.min(n, target - n)}`,
    )
  }
  // After a bulk load, as an operator would: without this, autovacuum's pass over the new rows and the
  // checkpoint writing them out land in the middle of the measurement, which then times those, not reads.
  await client.query('VACUUM (ANALYZE) orders')
  await client.query('CHECKPOINT')
  const total = await count()
  await client.end()
  return total
}
