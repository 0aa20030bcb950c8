/**
 * A bounded LRU of serialised response bodies. Keys always include the cache versions the body
 * was built from, so a stale body is never served once a version moves on (DESIGN: reads are
 * cached by version); old entries simply age out.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>()

  constructor(private readonly maxEntries = 2000) {}

  get(key: string): string | undefined {
    const body = this.entries.get(key)
    if (body !== undefined) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key)
      this.entries.set(key, body)
    }
    return body
  }

  set(key: string, body: string): void {
    this.entries.set(key, body)
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
  }
}
