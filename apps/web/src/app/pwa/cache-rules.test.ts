import { describe, expect, it } from 'vitest'
import { CACHES, cacheForApi, cachesToDrop } from './cache-rules.ts'

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
})
