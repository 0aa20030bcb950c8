import type { CacheVersions, VersionKey } from '../cache/versions.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { AuditChange, AuditService } from '../audit/service.ts'
import type { Actor } from '../staff/actor.ts'

/**
 * Every owner write: one transaction that changes the data and bumps the cache versions it moves,
 * so a reader never sees new data under an old version (decision 0005). Each area's owner service
 * names its keys; the repositories join the transaction through `trx`.
 */
export class OwnerWrites {
  constructor(
    private readonly work: UnitOfWork,
    private readonly versions: CacheVersions,
    private readonly audit: AuditService,
  ) {}

  /** Writes the audit entry of one change inside the write's own transaction (decision 0051). */
  record(trx: Tx, actor: Actor, change: AuditChange): Promise<void> {
    return this.audit.record(trx, actor, change)
  }

  async run<T>(keys: readonly VersionKey[], change: (trx: Tx) => Promise<T>): Promise<T> {
    const result = await this.work.run(async (trx) => {
      const value = await change(trx)
      await this.versions.bump(trx, keys)
      return value
    })
    // This process wrote: its next read of the versions must not wait for the snapshot to expire.
    this.versions.invalidate()
    return result
  }
}

/** Names a missing owner record in its 404 ("Category not found"). */
export type RecordName = 'Branch' | 'Category' | 'Banner' | 'Page' | 'Coupon' | 'Product'
