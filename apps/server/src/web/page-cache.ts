import { LruCache } from '../cache/response-cache.ts'

/**
 * The rendered pages kept in memory. A page rendered with its query string (a search, a link's
 * `?next=`) is kept apart from the pages of the store's own paths and in fewer places, and so is the
 * not-found page of each path that has nothing: a crawler or a script sending one distinct query or
 * dead link after another then only churns its own part, never the home, product and category pages
 * every shopper lands on.
 */
export class PageCache<V> {
  private readonly pages: LruCache<V>
  private readonly withQuery: LruCache<V>
  private readonly missing: LruCache<V>

  constructor(sizes: { pages: number; withQuery: number; missing: number } = { pages: 500, withQuery: 100, missing: 100 }) {
    this.pages = new LruCache<V>(sizes.pages)
    this.withQuery = new LruCache<V>(sizes.withQuery)
    this.missing = new LruCache<V>(sizes.missing)
  }

  /** `url` is what the page was rendered for: a path, or a path and its query. */
  get(url: string, key: string): V | undefined {
    return this.partFor(url).get(key) ?? this.missing.get(key)
  }

  /** `missing`: the page says nothing is at `url` (the not-found page, a 404). */
  set(url: string, key: string, value: V, { missing = false } = {}): void {
    const part = missing ? this.missing : this.partFor(url)
    part.set(key, value)
  }

  private partFor(url: string): LruCache<V> {
    return url.includes('?') ? this.withQuery : this.pages
  }
}
