import { describe, expect, it } from 'vitest'
import { CACHES, PAGE_BRANCH_PARAM, cacheForApi, cachesToDrop, pageKey } from './cache-rules.ts'

const versions = { 'cache-settings': 1, 'cache-layouts': 1, 'cache-branches': 1, 'cache-products': 1, 'cache-pages': 1 }

describe('service worker cache rules (spec §7)', () => {
  it('drops nothing the first time, or when no version moved', () => {
    expect(cachesToDrop(null, versions)).toEqual([])
    expect(cachesToDrop(versions, { ...versions })).toEqual([])
  })
  it('drops the bootstrap and pages when settings, layouts or branches move', () => {
    for (const key of ['cache-settings', 'cache-layouts', 'cache-branches'] as const) {
      expect(cachesToDrop(versions, { ...versions, [key]: 2 }).sort()).toEqual([CACHES.bootstrap, CACHES.pages].sort())
    }
  })
  it('drops the catalogue and pages, and keeps the bootstrap, when products move', () => {
    expect(cachesToDrop(versions, { ...versions, 'cache-products': 2 }).sort()).toEqual([CACHES.catalogue, CACHES.pages].sort())
  })
  it('keeps catalogue reads and the bootstrap, and nothing personal', () => {
    expect(cacheForApi('/api/get-data')).toBe(CACHES.bootstrap)
    for (const p of ['/api/get-products', '/api/get-category', '/api/get-category-products', '/api/get-product'])
      expect(cacheForApi(p)).toBe(CACHES.catalogue)
    for (const p of ['/api/get-cart', '/api/cache-info', '/api/user/details', '/api/get-all-orders', '/api/search-products'])
      expect(cacheForApi(p)).toBeNull()
  })
  it('keys a kept page by its URL and the branch it was rendered for (decision 0045)', () => {
    const downtown = pageKey('https://shop.test/product/margherita-pizza', '1')
    const riverside = pageKey('https://shop.test/product/margherita-pizza', '2')
    expect(downtown).not.toBe(riverside)
    expect(new URL(riverside).pathname).toBe('/product/margherita-pizza')
    expect(new URL(riverside).searchParams.get(PAGE_BRANCH_PARAM)).toBe('2')
    // Without a cookie the server renders the default branch: a key of its own, not branch 1's.
    expect(pageKey('https://shop.test/', null)).not.toBe(pageKey('https://shop.test/', '1'))
    // The page's own query stays part of the key.
    expect(new URL(pageKey('https://shop.test/search?q=pizza', '1')).searchParams.get('q')).toBe('pizza')
  })
})
