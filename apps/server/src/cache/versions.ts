import { CACHE_KEYS, type CacheInfo, type CacheKey } from '@store/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The database's cache versions, as this process last read them.
 *
 * Several server processes share one database, so a process may not trust its own memory for long:
 * the snapshot is re-read when it is older than `ttlMs` (default 500 ms), which bounds how stale
 * another process's change can look (issue 2 item 5: "within a second"). Concurrent callers share
 * one read.
 */
export class CacheVersions {
  private snapshot: CacheInfo | null = null
  private readAt = 0
  private inFlight: Promise<CacheInfo> | null = null

  constructor(private readonly db: Kysely<Database>, private readonly ttlMs: number) {}

  /** The snapshot when it is fresh enough to trust, without waiting; null when it must be re-read. */
  fresh(): CacheInfo | null {
    return this.snapshot && Date.now() - this.readAt < this.ttlMs ? this.snapshot : null
  }

  async current(): Promise<CacheInfo> {
    if (this.snapshot && Date.now() - this.readAt < this.ttlMs) return this.snapshot
    this.inFlight ??= this.read().finally(() => { this.inFlight = null })
    return this.inFlight
  }

  /** Bumps versions inside the caller's write transaction, so the change and its version land together. */
  async bump(trx: Transaction<Database> | Kysely<Database>, keys: readonly CacheKey[]): Promise<void> {
    if (keys.length === 0) return
    await trx.updateTable('cache_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', 'in', [...keys]).execute()
  }

  /** Forget the snapshot (after this process wrote) so the next read sees the new versions at once. */
  invalidate(): void {
    this.snapshot = null
  }

  private async read(): Promise<CacheInfo> {
    const rows = await this.db.selectFrom('cache_versions').select(['key', 'version']).execute()
    const info = Object.fromEntries(CACHE_KEYS.map((k) => [k, 0])) as CacheInfo
    for (const row of rows) if ((CACHE_KEYS as readonly string[]).includes(row.key)) info[row.key as CacheKey] = row.version
    this.snapshot = info
    this.readAt = Date.now()
    return info
  }
}
