import type { VersionKey, Versions } from './versions.ts'
import type { CacheVersions } from './versions.ts'
import { LruCache } from './response-cache.ts'

/**
 * Memoises an expensive value (such as a listing's total count) under the cache versions it
 * depends on, so it is computed once per catalogue change instead of once per request.
 */
export class VersionedMemo {
  private readonly values = new LruCache<unknown>(5000)

  constructor(private readonly versions: CacheVersions) {}

  get<T>(key: string, dependsOn: readonly VersionKey[], compute: () => Promise<T>): Promise<T> {
    // With fresh versions a hit needs no waiting: cart calls make several of these lookups each.
    const fresh = this.versions.fresh()
    const hit = fresh && this.values.get(this.fullKey(key, dependsOn, fresh))
    if (hit !== undefined && hit !== null) return Promise.resolve(hit as T)
    return this.computeAndStore(key, dependsOn, compute)
  }

  private async computeAndStore<T>(key: string, dependsOn: readonly VersionKey[], compute: () => Promise<T>): Promise<T> {
    const fullKey = this.fullKey(key, dependsOn, await this.versions.current())
    const hit = this.values.get(fullKey)
    if (hit !== undefined) return hit as T
    const value = await compute()
    this.values.set(fullKey, value)
    return value
  }

  private fullKey(key: string, dependsOn: readonly VersionKey[], versions: Versions): string {
    let full = key
    for (const k of dependsOn) full += `|${versions[k]}`
    return full
  }
}
