// A migrator process for migrations-together.test.ts: for each line on stdin (a SQLite file's path or
// a PostgreSQL URL) it migrates that database at once, and answers "ok" or "failed <why>" on a line.
// The test sends the same database to several of these together, so their migrations overlap.
import readline from 'node:readline'
import { connect } from '../../apps/server/src/db/connect.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'

process.stdout.write('ready\n')
for await (const target of readline.createInterface({ input: process.stdin })) {
  const postgres = target.startsWith('postgres')
  const db = connect({ databaseUrl: postgres ? target : null, sqlitePath: postgres ? '' : target, poolSize: 2 })
  try {
    await migrateToLatest(db)
    process.stdout.write('ok\n')
  } catch (error) {
    process.stdout.write(`failed ${String(error).replaceAll('\n', ' ')}\n`)
  } finally {
    await db.close()
  }
}
