import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import type { Tx } from './transaction.ts'

/** How often a listening process reads the news others wrote: well inside the board's 2 s. */
const POLL_MS = 250
/** News older than this is deleted: every listening process has read it many times over by then. */
const KEEP_MS = 60_000
/** A process whose reads stopped this long (a stalled event loop) may have missed pruned news. */
const STALL_MS = KEEP_MS / 2

/**
 * News between the server processes of one SQLite file (decision 0053): they share the file and
 * nothing else, so a message is a row written in the change's transaction, and every process that
 * listens reads the rows after the last one it saw. SQLite commits one writer at a time, so ids
 * grow in commit order and reading `id > last` never skips a row. (It has the shape of notifications.ts's
 * Notifications; it does not import it, which would make the two files import each other.)
 */
export class SqliteNotifications {
  private readonly listeners = new Map<string, Set<{ onMessage: (payload: string) => void; onResync: () => void }>>()
  private lastId: number | null = null
  private lastReadAt = Date.now()
  private timer: NodeJS.Timeout | null = null
  private reading: Promise<void> | null = null

  constructor(private readonly db: Kysely<Database>) {}

  async notify(trx: Tx, channel: string, payload: string): Promise<void> {
    await trx.insertInto('notifications').values({ channel, payload, created_at: new Date().toISOString() }).execute()
  }

  listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): () => void {
    const entry = { onMessage, onResync }
    const set = this.listeners.get(channel) ?? new Set()
    this.listeners.set(channel, set.add(entry))
    this.timer ??= setInterval(() => void this.read(), POLL_MS).unref()
    return () => set.delete(entry)
  }

  /** Resolves once news from now on will be read (what is older is what a new board loads itself). */
  async ready(): Promise<void> {
    if (this.lastId !== null) return
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    this.lastId ??= Number(row?.id ?? 0)
  }

  private read(): Promise<void> {
    this.reading ??= this.readNew().finally(() => {
      this.reading = null
    })
    return this.reading
  }

  private async readNew(): Promise<void> {
    await this.ready()
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'channel', 'payload'])
      .where('id', '>', this.lastId!)
      .orderBy('id')
      .limit(500)
      .execute()
    const now = Date.now()
    const stalled = now - this.lastReadAt > STALL_MS
    this.lastReadAt = now
    for (const row of rows) {
      this.lastId = row.id
      for (const l of this.listeners.get(row.channel) ?? []) l.onMessage(row.payload)
    }
    if (stalled) for (const set of this.listeners.values()) for (const l of set) l.onResync()
    // One process in about a hundred reads also prunes: the table stays a minute long.
    if (Math.random() < 0.01) {
      await this.db
        .deleteFrom('notifications')
        .where('created_at', '<', new Date(now - KEEP_MS).toISOString())
        .execute()
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.reading
    this.listeners.clear()
  }
}
