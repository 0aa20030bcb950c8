// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { backupPostgres } from '../backup/postgres-backup.ts'
import { backupSqlite, BackupRefused } from '../backup/sqlite-backup.ts'

/** npm run backup -- --out FILE: a consistent backup of the running store's database (decision 0044). */
const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE   (SQLite: a copy of the database file; PostgreSQL: a pg_dump custom-format file)')
  process.exit(2)
}
const config = loadConfig(process.env, [])
try {
  const result = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, values.out, config.pgBinDir)
    : backupSqlite(config.sqlitePath, values.out)
  console.log(
    `Backed up to ${result.file}: ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s (latest change ${result.latestChange ?? 'none'}).`,
  )
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
