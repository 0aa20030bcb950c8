import pg from 'pg'
import { sql } from 'kysely'
import type { Tx } from './transaction.ts'
import type { Db } from './connect.ts'
import { SqliteNotifications } from './sqlite-notifications.ts'

/**
 * News between server processes (decision 0053): a message sent inside a transaction reaches every
 * listener once the transaction commits. On PostgreSQL it is NOTIFY (delivered on commit, to every
 * process that LISTENs); on SQLite, whose servers share one file but no connection, it is a row that
 * every listening process reads (sqlite-notifications.ts). A listener is also told when its connection was lost and is back (`onResync`), so it can
 * catch up on what it may have missed.
 */
export interface Notifications {
  notify(trx: Tx, channel: string, payload: string): Promise<void>
  listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): () => void
  /** Resolves once this process listens (at most a few seconds: a listener resyncs when it is late). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** LISTEN/NOTIFY on PostgreSQL; on SQLite, rows in the shared file that each listening process reads. */
export function createNotifications(db: Db, databaseUrl: string | null): Notifications {
  return db.dialect === 'postgres' && databaseUrl ? new PostgresNotifications(databaseUrl) : new SqliteNotifications(db.kysely)
}

const RECONNECT_MS = [250, 500, 1000, 2000, 5000]

class PostgresNotifications implements Notifications {
  private client: pg.Client | null = null
  private connecting: Promise<void> | null = null
  private closed = false
  private failures = 0
  private readonly listeners = new Map<string, Set<{ onMessage: (payload: string) => void; onResync: () => void }>>()

  constructor(private readonly databaseUrl: string) {}

  async notify(trx: Tx, channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(trx)
  }

  listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): () => void {
    const entry = { onMessage, onResync }
    let set = this.listeners.get(channel)
    if (!set) {
      set = new Set()
      this.listeners.set(channel, set)
      if (this.client) void this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
    }
    set.add(entry)
    void this.connect()
    return () => set.delete(entry)
  }

  /** One connection per process LISTENs on every channel; when it drops, a new one does, and listeners resync. */
  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve()
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl })
      client.on('notification', (n) => {
        for (const l of this.listeners.get(n.channel) ?? []) l.onMessage(n.payload ?? '')
      })
      const lost = () => {
        if (this.client !== client) return
        this.client = null
        void client.end().catch(() => {})
        this.retry()
      }
      client.on('error', lost)
      client.on('end', lost)
      try {
        await client.connect()
        for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        this.client = client
        if (this.closed) return void (await client.end())
        // Back after a loss: whatever was sent meanwhile never reached this process.
        if (this.failures > 0) for (const set of this.listeners.values()) for (const l of set) l.onResync()
        this.failures = 0
      } catch {
        void client.end().catch(() => {})
        this.retry()
      }
    })().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  async ready(): Promise<void> {
    const until = Date.now() + 5000
    while (!this.client && !this.closed && Date.now() < until) {
      await this.connect()
      if (!this.client) await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  private retry() {
    if (this.closed) return
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)]!
    this.failures += 1
    setTimeout(() => void this.connect(), wait).unref()
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }
}
