// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import fs from 'node:fs'
import { loadConfig } from '../config.ts'
import { copySqliteToPostgres, CopyRefused, type CopyEvent } from '../db/copy/copy-store.ts'

/**
 * npm run db:copy -- --to postgres://…  copies the store's SQLite database (SQLITE_PATH) into an empty
 * PostgreSQL database (decision 0043). Stop the store first: a running one is copied as of the moment
 * the copy began, and orders taken after that stay behind.
 */
const args = process.argv.slice(2)
const at = args.findIndex((a) => a === '--to' || a.startsWith('--to='))
const to = at < 0 ? undefined : args[at]!.startsWith('--to=') ? args[at]!.slice('--to='.length) : args[at + 1]
if (!to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error(
    'Usage: npm run db:copy -- --to postgres://user:password@host/database\nCopies the SQLite database at SQLITE_PATH (default data/store.sqlite) into that empty PostgreSQL database.',
  )
  process.exit(2)
}
const { sqlitePath } = loadConfig(process.env, [])
if (!fs.existsSync(sqlitePath)) {
  console.error(`There is no SQLite database at ${sqlitePath}: set SQLITE_PATH to the store's file.`)
  process.exit(1)
}

const number = (n: number) => n.toLocaleString('en-US')
const live = process.stderr.isTTY
const print = (event: CopyEvent) => {
  if (event.kind === 'migrated') console.error('PostgreSQL: migrations run. Copying…')
  else if (event.kind === 'progress' && live) {
    process.stderr.write(
      `\r  ${event.table.padEnd(24)} ${number(event.written)} / ${number(event.total)} rows, ${number(event.rowsPerSecond)} rows/s`,
    )
  } else if (event.kind === 'copied') {
    if (live) process.stderr.write('\r\x1b[K')
    console.error(`  ${event.table.padEnd(24)} ${number(event.rows).padStart(10)} rows  ${number(event.rowsPerSecond).padStart(9)} rows/s`)
  } else if (event.kind === 'verified' && event.table === 'users') console.error('Comparing each table on both sides…')
}

try {
  const result = await copySqliteToPostgres({ sqlitePath, databaseUrl: to, onEvent: print })
  console.error(
    `Copied ${number(result.rows)} rows in ${result.tables} tables in ${result.seconds.toFixed(1)} s; every table's row count and checksum match. Set DATABASE_URL to the new database and start the store.`,
  )
} catch (error) {
  if (error instanceof CopyRefused) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
