import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copySqliteToPostgres } from '../../apps/server/src/db/copy/copy-store.ts'
import { MIGRATION_FILLED_TABLES, migrationNames } from '../../apps/server/src/db/migrate.ts'
import { addToCart, createProduct, placeOrder, registerShopper } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { createTestDatabase, dbKind, type TestDatabase } from '../support/test-db.ts'

const run = promisify(execFile)
/** npm run db:copy on this Node through tsx, as `npm run` does; its exit code and what it printed. */
const dbCopy = async (to: string, sqlitePath: string) => {
  try {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/db-copy.ts', '--to', to], {
      env: { ...process.env, SQLITE_PATH: sqlitePath },
    })
    return { code: 0, stderr }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, stderr: failed.stderr }
  }
}
const countOf = async (db: TestDatabase, table: 'orders' | 'reviews') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db.db.kysely)).rows[0]!.n)

/**
 * npm run db:copy's own guarantees (decision 0043), on the demo store: it migrates a new, empty
 * database itself; it refuses a target with store data and a source behind on migrations; its proof
 * fails the command when a table differs, and nothing is kept; a store still taking orders is copied as
 * of one moment. What a server on the copy answers: db-copy.test.ts. Runs in the PostgreSQL project.
 */
describe.skipIf(dbKind !== 'postgres')('db:copy migrates, refuses and proves', () => {
  let source: TestApp
  let branchId: number

  beforeAll(async () => {
    source = await createTestApp({ databaseKind: 'sqlite', seed: 'demo' })
    branchId = (await source.app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items[0].id
  }, 60_000)
  afterAll(async () => {
    await source?.close()
  })

  it('migrates a new, empty database first, copies into it, and refuses it the second time', async () => {
    const empty = await createTestDatabase({ kind: 'postgres', unmigrated: true })
    try {
      const tables = sql<{ n: string }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`
      expect(Number((await tables.execute(empty.db.kysely)).rows[0]!.n)).toBe(0)
      await copySqliteToPostgres({ sqlitePath: source.database.sqlitePath, databaseUrl: empty.databaseUrl! })
      const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(empty.db.kysely)
      expect(ran.rows.map((r) => r.name).sort()).toEqual([...migrationNames()].sort())
      expect(await countOf(empty, 'orders')).toBe(await countOf(source.database, 'orders'))

      // Now it holds store data: refused with one sentence, and nothing changes.
      const before = await countOf(empty, 'orders')
      await expect(copySqliteToPostgres({ sqlitePath: source.database.sqlitePath, databaseUrl: empty.databaseUrl! })).rejects.toThrow(
        /already holds store data \(rows in .*\): db:copy only fills an empty database/,
      )
      expect(await countOf(empty, 'orders')).toBe(before)
    } finally {
      await empty.drop()
    }
  })

  it('refuses a source that is not at the latest migration', async () => {
    const old = await createTestDatabase({ kind: 'sqlite', migrateUpTo: '2026112301_checkout' })
    const empty = await createTestDatabase({ kind: 'postgres' })
    try {
      await expect(copySqliteToPostgres({ sqlitePath: old.sqlitePath, databaseUrl: empty.databaseUrl! })).rejects.toThrow(
        /is not at the latest migration \(\d+ to run, from 2026112302_payments\): start the store on it once, or run npm run db:migrate/,
      )
    } finally {
      await old.drop()
      await empty.drop()
    }
  })

  it('fails the command when a table differs after the copy, naming it, and keeps nothing', async () => {
    // A target that changes rows as they arrive (its own triggers): one review's text, and one
    // product's ratings row dropped. The copy writes without error; only the proof can see it.
    const changing = await createTestDatabase({ kind: 'postgres' })
    try {
      await sql`CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN NEW.review := upper(NEW.review); RETURN NEW; END $$`.execute(changing.db.kysely)
      await sql`CREATE TRIGGER shout BEFORE INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION shout()`.execute(changing.db.kysely)
      await sql`CREATE FUNCTION drop_one() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.count_2 > 0 THEN RETURN NULL; END IF; RETURN NEW; END $$`.execute(changing.db.kysely)
      await sql`CREATE TRIGGER drop_one BEFORE INSERT ON product_ratings FOR EACH ROW EXECUTE FUNCTION drop_one()`.execute(
        changing.db.kysely,
      )

      const copied = await dbCopy(changing.databaseUrl!, source.database.sqlitePath)
      expect(copied.code, copied.stderr).toBe(1)
      expect(copied.stderr).toMatch(
        /^The copy differs from the source in .*: the copy was rolled back, so the target holds no store data$/m,
      )
      expect(copied.stderr).toMatch(/\breviews \((\d+) rows on both sides, but their values differ\)/)
      const ratings = /\bproduct_ratings \((\d+) rows in SQLite, (\d+) in PostgreSQL\)/.exec(copied.stderr)
      expect(ratings, copied.stderr).not.toBeNull()
      expect(Number(ratings![2])).toBe(Number(ratings![1]) - 1)
      expect(await countOf(changing, 'reviews')).toBe(0)
      expect(await countOf(changing, 'orders')).toBe(0)
    } finally {
      await changing.drop()
    }
  })

  it('copies a store that is still taking orders as of one moment, and proves it', async () => {
    const empty = await createTestDatabase({ kind: 'postgres' })
    try {
      const before = await countOf(source.database, 'orders')
      let placing = true
      const buyer = (await registerShopper(source.app, 'Busy')).headers
      const bread = (await createProduct(source.app, { name: 'Busy bread', selling_price: 300 })).id
      const orders = (async () => {
        let n = 0
        while (placing) {
          await addToCart(source.app, buyer, branchId, bread, 1)
          await placeOrder(source.app, buyer, branchId, { fulfilment: 'pickup', payment_method: 'cod' })
          n += 1
        }
        return n
      })()
      // The copy reads from its snapshot while orders keep coming; its own proof compares against that snapshot.
      await copySqliteToPostgres({ sqlitePath: source.database.sqlitePath, databaseUrl: empty.databaseUrl! })
      placing = false
      const placedMeanwhile = await orders
      expect(placedMeanwhile).toBeGreaterThan(0)
      const copiedOrders = await countOf(empty, 'orders')
      expect(copiedOrders).toBeGreaterThanOrEqual(before)
      expect(copiedOrders).toBeLessThanOrEqual(before + placedMeanwhile)
      // Every order copied has all its lines: nothing torn between tables.
      const lineless = await empty.db.kysely
        .selectFrom('orders')
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('order_lines').select('id').whereRef('order_lines.order_id', '=', 'orders.id'))),
        )
        .execute()
      expect(lineless).toEqual([])
    } finally {
      await empty.drop()
    }
  })

  it('knows which tables the migrations fill: a freshly migrated database has rows nowhere else', async () => {
    const fresh = await createTestDatabase({ kind: 'sqlite' })
    try {
      const tables = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(fresh.db.kysely)).rows
      const filled: string[] = []
      for (const { name } of tables) {
        if (name.startsWith('sqlite_') || name.startsWith('kysely_') || name.startsWith('products_fts')) continue
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(fresh.db.kysely)
        if (rows[0]!.n > 0) filled.push(name)
      }
      expect(filled.sort()).toEqual([...MIGRATION_FILLED_TABLES])
    } finally {
      await fresh.drop()
    }
  })

  it('runs as npm run db:copy, printing each table with its rows and rows per second', async () => {
    const empty = await createTestDatabase({ kind: 'postgres' })
    try {
      const copied = await dbCopy(empty.databaseUrl!, source.database.sqlitePath)
      expect(copied.code, copied.stderr).toBe(0)
      expect(copied.stderr).toMatch(/^ {2}orders +\d+ rows +[\d,]+ rows\/s$/m)
      expect(copied.stderr).toMatch(/every table's row count and checksum match/)
    } finally {
      await empty.drop()
    }
  })
})
