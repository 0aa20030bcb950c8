import SQLite from 'better-sqlite3'
import type { Db } from './connect.ts'

/** How long a server starting beside another waits for that one's migrations before it gives up. */
const WAIT_MS = 10 * 60_000

/**
 * Runs `work` (the migrations) while holding the store's migration lock (decision 0080). On PostgreSQL
 * Kysely's Migrator takes an advisory lock itself; on SQLite its lock does nothing, and two processes
 * starting together on a new file both ran the first migrations. Here an exclusive lock on a small
 * SQLite file beside the store's (`<store>.migrate-lock`) is held around the whole run: a second
 * process waits for it (busy_timeout), then finds the migrations done. The lock cannot be taken on the
 * store file itself, whose own connection writes the migrations. The operating system drops the lock
 * of a process that dies, so a crashed migration never leaves the store locked.
 */
export async function withMigrationLock<T>(db: Pick<Db, 'dialect' | 'location'>, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite' || db.location === ':memory:' || db.location === '') return work()
  const lock = new SQLite(`${db.location}.migrate-lock`)
  try {
    // The wait blocks this process, which does nothing else before its database is migrated.
    lock.pragma(`busy_timeout = ${WAIT_MS}`)
    lock.exec('BEGIN EXCLUSIVE')
    try {
      return await work()
    } finally {
      lock.exec('ROLLBACK')
    }
  } finally {
    lock.close()
  }
}
