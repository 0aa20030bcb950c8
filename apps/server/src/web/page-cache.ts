import { LruCache } from '../cache/response-cache.ts'

/**
 * The rendered pages kept in memory. A page rendered with its query string (a search, a link's
 * `?next=`) is kept apart from the pages of the store's own paths and in fewer places: a crawler or a
 * script sending one distinct query after another then only churns its own part, never the home,
 * product and category pages every shopper lands on.
 */
export class PageCache<V> {
  private readonly pages: LruCache<V>
  private readonly withQuery: LruCache<V>

  constructor(sizes: { pages: number; withQuery: number } = { pages: 500, withQuery: 100 }) {
    this.pages = new LruCache<V>(sizes.pages)
    this.withQuery = new LruCache<V>(sizes.withQuery)
  }

  /** `url` is what the page was rendered for: a path, or a path and its query. */
  get(url: string, key: string): V | undefined {
    return this.partFor(url).get(key)
  }

  set(url: string, key: string, value: V): void {
    this.partFor(url).set(key, value)
  }

  private partFor(url: string): LruCache<V> {
    return url.includes('?') ? this.withQuery : this.pages
  }
}
