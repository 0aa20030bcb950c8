import type { VersionKey } from './versions.ts'
import type { CacheVersions } from './versions.ts'
import { LruCache } from './response-cache.ts'

/**
 * Memoises an expensive value (such as a listing's total count) under the cache versions it
 * depends on, so it is computed once per catalogue change instead of once per request.
 */
export class VersionedMemo {
  private readonly values = new LruCache<unknown>(5000)

  constructor(private readonly versions: CacheVersions) {}

  async get<T>(key: string, dependsOn: readonly VersionKey[], compute: () => Promise<T>): Promise<T> {
    const current = await this.versions.current()
    const fullKey = `${key}|${dependsOn.map((k) => current[k]).join('.')}`
    const hit = this.values.get(fullKey)
    if (hit !== undefined) return hit as T
    const value = await compute()
    this.values.set(fullKey, value)
    return value
  }
}
