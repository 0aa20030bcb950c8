import SQLite from 'better-sqlite3'
import { TableDigest } from './row-digest.ts'

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The SQLite database as of one moment: a read transaction is opened before the first read and kept
 * until close(), so under WAL a store still taking orders is read as it was then (decision 0043).
 * Opened read-only: the copy never writes to the source.
 */
export class SqliteSnapshot {
  private readonly db: SQLite.Database

  constructor(file: string) {
    this.db = new SQLite(file, { readonly: true, fileMustExist: true })
    this.db.pragma('busy_timeout = 5000')
    this.db.exec('BEGIN')
    // The snapshot begins with the transaction's first read, which is this one.
    this.db.prepare('SELECT count(*) FROM sqlite_master').get()
  }

  /** The migrations this database has run, by name. */
  migrations(): string[] {
    const exists = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get()
    if (!exists) return []
    return (this.db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((r) => r.name)
  }

  /** The store's own tables: not SQLite's, not the migrator's, not a full-text index or its shadow tables. */
  tables(): string[] {
    const rows = this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string
      sql: string | null
    }[]
    const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name)
    return rows
      .map((r) => r.name)
      .filter((name) => !name.startsWith('sqlite_') && !name.startsWith('kysely_migration'))
      .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
  }

  columns(table: string): string[] {
    return (this.db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name)
  }

  count(table: string): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n
  }

  /** The table's rows, `columns` in that order, one at a time (a large table is never held in memory). */
  rows(table: string, columns: string[]): IterableIterator<unknown[]> {
    return this.db
      .prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`)
      .raw()
      .iterate() as IterableIterator<unknown[]>
  }

  digest(table: string, columns: string[]): TableDigest {
    const digest = new TableDigest()
    for (const row of this.rows(table, columns)) digest.add(row)
    return digest
  }

  close(): void {
    this.db.exec('COMMIT')
    this.db.close()
  }
}
