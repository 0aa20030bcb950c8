import type { CacheInfo } from '@store/core'

/**
 * The service worker's runtime caches (decision 0061), and which cache-info versions make each stale.
 * spec §7: a changed cache-settings, cache-layouts or cache-branches drops the stored site settings (the
 * bootstrap); a changed cache-products removes stored product pages — here also the lists and
 * categories, which the same version covers. Pages carry both (their inlined data), so either drops them.
 */
export const CACHES = {
  pages: 'store-pages',
  bootstrap: 'store-bootstrap',
  catalogue: 'store-catalogue',
  images: 'store-images',
} as const

/** Bounds on each cache (entries; the oldest used go first). */
export const LIMITS = { pages: 40, bootstrap: 4, catalogue: 150, images: 120 } as const

const DROPPED_BY: Record<keyof CacheInfo, string[]> = {
  'cache-settings': [CACHES.bootstrap, CACHES.pages],
  'cache-layouts': [CACHES.bootstrap, CACHES.pages],
  'cache-branches': [CACHES.bootstrap, CACHES.pages],
  'cache-products': [CACHES.catalogue, CACHES.pages],
  'cache-pages': [CACHES.pages],
}

/** The caches to drop when the versions move from `before` to `now` (none the first time: nothing is stored yet). */
export function cachesToDrop(before: Partial<CacheInfo> | null, now: Partial<CacheInfo>): string[] {
  if (!before) return []
  const keys = Object.keys(DROPPED_BY) as (keyof CacheInfo)[]
  return [...new Set(keys.filter((k) => now[k] !== undefined && before[k] !== now[k]).flatMap((k) => DROPPED_BY[k]))]
}

/** The search parameter a kept page's cache key adds: the branch the page was rendered for. */
export const PAGE_BRANCH_PARAM = '__branch'

/**
 * The cache key of a kept page (decision 0061): its URL and the branch the server rendered it for,
 * which is the value of the branch cookie sent with it (decision 0045; 'none' without a cookie, when
 * the server renders the default branch). A page kept for one branch is never the answer for another.
 */
export function pageKey(url: string, branchCookie: string | null): string {
  const key = new URL(url)
  key.searchParams.set(PAGE_BRANCH_PARAM, branchCookie ?? 'none')
  return key.href
}

/** API reads kept for offline, by cache: what the shopper saw of the store and its catalogue. */
export function cacheForApi(pathname: string): string | null {
  if (pathname === '/api/get-data') return CACHES.bootstrap
  if (/^\/api\/(get-products|get-category|get-category-products|get-product)$/.test(pathname)) return CACHES.catalogue
  return null
}
