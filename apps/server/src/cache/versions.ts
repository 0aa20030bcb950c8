import { CACHE_KEYS, type CacheInfo } from '@store/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The shopper-facing cache keys (spec §7 cache-info) plus the server's own: 'cache-offers' moves with
 * every coupon change (owner edits, a use taken or given back), so carts can price from a per-version
 * copy of the offers instead of reading them on every request; 'cache-reviews' moves with every review
 * written, changed, hidden or shown (decision 0022), for the reviews reads and the product pages' HTML.
 */
export const VERSION_KEYS = [...CACHE_KEYS, 'cache-offers', 'cache-reviews'] as const
export type VersionKey = (typeof VERSION_KEYS)[number]
export type Versions = Record<VersionKey, number>

/**
 * The database's cache versions, as this process last read them.
 *
 * Several server processes share one database, so a process may not trust its own memory for long:
 * the snapshot is re-read when it is older than `ttlMs` (default 500 ms), which bounds how stale
 * another process's change can look. Concurrent callers share
 * one read.
 */
export class CacheVersions {
  private snapshot: Versions | null = null
  private readAt = 0
  private inFlight: Promise<Versions> | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  /** The snapshot when it is fresh enough to trust, without waiting; null when it must be re-read. */
  fresh(): Versions | null {
    return this.snapshot && Date.now() - this.readAt < this.ttlMs ? this.snapshot : null
  }

  async current(): Promise<Versions> {
    if (this.snapshot && Date.now() - this.readAt < this.ttlMs) return this.snapshot
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  /** Bumps versions inside the caller's write transaction, so the change and its version land together. */
  async bump(trx: Transaction<Database> | Kysely<Database>, keys: readonly VersionKey[]): Promise<void> {
    if (keys.length === 0) return
    await trx
      .updateTable('cache_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', 'in', [...keys])
      .execute()
  }

  /** Forget the snapshot (after this process wrote) so the next read sees the new versions at once. */
  invalidate(): void {
    this.snapshot = null
  }

  /** What the browser may know (spec §7 cache-info): the shopper-facing keys only. */
  async shopperInfo(): Promise<CacheInfo> {
    const current = await this.current()
    return Object.fromEntries(CACHE_KEYS.map((k) => [k, current[k]])) as CacheInfo
  }

  private async read(): Promise<Versions> {
    const rows = await this.db.selectFrom('cache_versions').select(['key', 'version']).execute()
    const info = Object.fromEntries(VERSION_KEYS.map((k) => [k, 0])) as Versions
    for (const row of rows) if ((VERSION_KEYS as readonly string[]).includes(row.key)) info[row.key as VersionKey] = row.version
    this.snapshot = info
    this.readAt = Date.now()
    return info
  }
}
