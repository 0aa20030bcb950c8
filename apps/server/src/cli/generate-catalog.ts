// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import path from 'node:path'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { connect } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { CacheVersions } from '../cache/versions.ts'
import { seedStore } from '../seed/seed-store.ts'
import { generateCatalogue } from '../seed/generate-catalogue.ts'
import { progressBar } from './progress.ts'

/**
 * npm run catalog:generate -- --products 100000 [--file data/catalog-100000.sqlite]
 * Writes the demo store plus generated products into a separate SQLite file (replaced if it exists),
 * or into DATABASE_URL with --postgres.
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, file: { type: 'string' }, postgres: { type: 'boolean', default: false } },
})
const total = Number(values.products)
if (!Number.isInteger(total) || total < 0 || total > 10_000_000) {
  console.error('--products must be a whole number between 0 and 10,000,000')
  process.exit(2)
}
const config = loadConfig(process.env, [])
const file = path.resolve(values.file ?? path.join(path.dirname(config.sqlitePath), `catalog-${total}.sqlite`))
if (!values.postgres) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
const db = connect({ databaseUrl: values.postgres ? config.databaseUrl : null, sqlitePath: file })
await migrateToLatest(db)
await seedStore({ db, versions: new CacheVersions(db.kysely, 0) }, 'demo')
const demoCount = Number(
  (
    await db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
)
const bar = progressBar('Generating products')
await generateCatalogue(db, Math.max(0, total - demoCount), bar.update)
bar.stop()
// Fresh statistics for the planners: until PostgreSQL's autovacuum gets to it, a table loaded in bulk is
// planned as the near-empty one it was, and a rare stock filter became a scan of every product. On
// PostgreSQL the load's dead rows (the category triggers rewrite each product once, decision 0056) and
// the GIN indexes' pending entries are cleared now too, not by an autovacuum in the middle of a benchmark.
await import('kysely').then(({ sql }) => sql`${sql.raw(db.dialect === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE')}`.execute(db.kysely))
console.log(`${total} products in ${db.dialect === 'postgres' ? 'PostgreSQL' : file}`)
await db.close()
