import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { useWal } from './migration-lock.ts'
import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'
export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  /** Where the data is: the PostgreSQL URL, or the SQLite file's path (scheduled backups copy it; decision 0070). */
  location: string
  close(): Promise<void>
  /** PostgreSQL: the pool's connections now, for /metrics (decision 0071); SQLite has one connection. */
  poolUse?: () => { max: number; open: number; idle: number; waiting: number }
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts fit comfortably in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))

export function connect(options: { databaseUrl: string | null; sqlitePath: string; poolSize?: number }): Db {
  if (options.databaseUrl) {
    // A few connections stay open however quiet the store is, and the rest close after a minute idle
    // (pg's default is 10 s, after which a burst paid for new PostgreSQL processes with cold caches).
    // Several servers share max_connections: DATABASE_POOL_SIZE sets each one's most (decision 0030).
    const max = options.poolSize ?? 10
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, min: Math.min(2, max), idleTimeoutMillis: 60_000 })
    // An idle connection the server closes (a restart, a failover, an admin's terminate) emits 'error';
    // unhandled, that would end the process. The pool drops that connection and opens a new one for
    // the next query, so there is nothing more to do here.
    pool.on('error', () => {})
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const poolUse = () => ({ max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
    return { kysely, dialect: 'postgres', location: options.databaseUrl, close: () => kysely.destroy(), poolUse }
  }
  fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true })
  const database = new SQLite(options.sqlitePath)
  // WAL lets readers run while a write is in progress; busy_timeout makes a second writer wait, not fail.
  database.pragma('busy_timeout = 5000')
  useWal(database, options.sqlitePath)
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) })
  return { kysely, dialect: 'sqlite', location: options.sqlitePath, close: () => kysely.destroy() }
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements can be reused, and preparing was the
 * largest cost of a cart request. Statements are kept per SQL text (queries are parameterised, so the
 * set of texts is small and bounded by the code).
 */
function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>()
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver)
        // Native methods must be called on the real database object, not the proxy.
        return typeof value === 'function' ? value.bind(target) : value
      }
      return (text: string) => {
        // Kysely opens a transaction with a plain (deferred) BEGIN. Under WAL, a deferred transaction
        // that read and then writes after another process wrote fails at once with SQLITE_BUSY
        // ("database is locked"); busy_timeout does not help it. BEGIN IMMEDIATE takes the write lock
        // first and waits for it, so several servers on one file (two-processes test) queue instead.
        // In one process Kysely runs one statement at a time on its one connection, so nothing is lost.
        const sql = text === 'begin' ? 'begin immediate' : text
        let statement = statements.get(sql)
        if (!statement) {
          if (statements.size >= 1000) statements.clear()
          statement = target.prepare(sql)
          statements.set(sql, statement)
        }
        return statement
      }
    },
  })
}
