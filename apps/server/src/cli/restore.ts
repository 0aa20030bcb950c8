// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { restorePostgres } from '../backup/postgres-backup.ts'
import { BackupRefused, restoreSqlite } from '../backup/sqlite-backup.ts'

/** npm run restore -- --from FILE [--force]: puts a backup back, into a stopped store (decision 0044). */
const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } })
if (!values.from) {
  console.error('Usage: npm run restore -- --from FILE [--force]   (stop the store first; --force restores over newer data)')
  process.exit(2)
}
const config = loadConfig(process.env, [])
try {
  if (config.databaseUrl) {
    const { latestChange } = await restorePostgres(config.databaseUrl, values.from, config.pgBinDir, values.force)
    console.log(`Restored ${values.from} into PostgreSQL (latest change ${latestChange ?? 'unknown'}). Start the store.`)
  } else {
    const { latestChange, kept } = restoreSqlite(config.sqlitePath, values.from, values.force)
    console.log(
      `Restored ${values.from} to ${config.sqlitePath} (latest change ${latestChange ?? 'none'})${kept ? `; the file it replaced is kept as ${kept}` : ''}. Start the store.`,
    )
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
