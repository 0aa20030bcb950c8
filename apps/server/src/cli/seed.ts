// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import { loadConfig } from '../config.ts'
import { connect } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { CacheVersions } from '../cache/versions.ts'
import { seedStore } from '../seed/seed-store.ts'
import { progressBar } from './progress.ts'

/** npm run seed -- --demo | --empty : replaces the catalogue, layout, pages and settings. */
const args = process.argv.slice(2)
const kind = args.includes('--empty') ? 'empty' : args.includes('--demo') ? 'demo' : null
if (!kind) {
  console.error(
    'Usage: npm run seed -- --demo   (the demo food store)\n       npm run seed -- --empty  (an empty store in preview mode)\nBoth replace the current catalogue, layout, pages and settings.',
  )
  process.exit(2)
}
const config = loadConfig(process.env, [])
const db = connect(config)
await migrateToLatest(db)
const bar = progressBar('Products')
await seedStore({ db, versions: new CacheVersions(db.kysely, 0) }, kind, bar.update)
bar.stop()
console.log(`Seeded the ${kind === 'demo' ? 'demo' : 'empty'} store into ${db.dialect === 'postgres' ? 'PostgreSQL' : config.sqlitePath}.`)
await db.close()
