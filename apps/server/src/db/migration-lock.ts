import SQLite from 'better-sqlite3'

/** How long a server starting beside another waits for that one's migrations before it gives up. */
const WAIT_MS = 10 * 60_000

/**
 * Takes the store's lock (decision 0080) and answers its release: an exclusive lock on a small SQLite
 * file beside the store's, `<store>.migrate-lock`. A second process waits for it (busy_timeout),
 * blocking, which is fine for a process that does nothing else before its database is ready. The lock
 * cannot be taken on the store file itself, whose own connection writes while it is held. The operating
 * system drops the lock of a process that dies, so a crashed start never leaves the store locked.
 */
function takeStoreLock(sqlitePath: string): () => void {
  const lock = new SQLite(`${sqlitePath}.migrate-lock`)
  try {
    lock.pragma(`busy_timeout = ${WAIT_MS}`)
    lock.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    throw error
  }
  return () => {
    lock.exec('ROLLBACK')
    lock.close()
  }
}

const inMemory = (sqlitePath: string) => sqlitePath === ':memory:' || sqlitePath === ''

/**
 * Turns a SQLite store to WAL. A brand-new file needs an exclusive lock for that, and SQLite answers
 * "database is locked" at once, without waiting, when another process opening the same new file holds
 * a lock meanwhile: so the switch is made under the store's lock, and only while the file is not WAL yet.
 */
export function useWal(database: SQLite.Database, sqlitePath: string): void {
  if (database.pragma('journal_mode', { simple: true }) === 'wal') return
  const release = inMemory(sqlitePath) ? () => {} : takeStoreLock(sqlitePath)
  try {
    database.pragma('journal_mode = WAL')
  } finally {
    release()
  }
}

/**
 * Runs `work` (the migrations) while holding the store's lock. On PostgreSQL Kysely's Migrator takes an
 * advisory lock itself; on SQLite its lock does nothing, and two processes starting together on a new
 * file both ran the first migrations. Held around the whole run, the lock makes a second process wait,
 * then find the migrations done.
 */
export async function withMigrationLock<T>(db: { dialect: string; location: string }, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite' || inMemory(db.location)) return work()
  const release = takeStoreLock(db.location)
  try {
    return await work()
  } finally {
    release()
  }
}
