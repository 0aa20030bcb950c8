/**
 * A bounded LRU. Keys always include the cache versions the value was built from, so a stale value is
 * never served once a version moves on (DESIGN: reads are cached by version); old entries age out.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>()

  constructor(private readonly maxEntries = 2000) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V): void {
    this.entries.set(key, value)
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  delete(key: string): void {
    this.entries.delete(key)
  }
}

/** A serialised response: bytes ready to write, and the ETag that names them. */
export interface CachedBody {
  etag: string
  body: Buffer
}
export type ResponseCache = LruCache<CachedBody>
export const createResponseCache = (maxEntries = 2000): ResponseCache => new LruCache<CachedBody>(maxEntries)
