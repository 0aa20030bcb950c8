import { describe, expect, it } from 'vitest'
import type { Bootstrap, CacheInfo } from '@store/core'
import { renderPage } from '../../apps/web/src/entry-server.tsx'

const cacheInfo: CacheInfo = { 'cache-settings': 1, 'cache-layouts': 1, 'cache-branches': 1, 'cache-products': 1, 'cache-pages': 1 }
const branch = (id: number, name: string) => ({
  id,
  name,
  address: '',
  phone: '',
  pincodes: [],
  opening_hours: [],
  is_open: true,
  offers_pickup: true,
})
/** A store as the server's bootstrap describes it, told apart by its name and its branch. */
const store = (storeName: string, branchName: string): Bootstrap => ({
  layout: [],
  settings: { storeName, globalStoreEnable: true, addedProduct: true },
  branches: [branch(1, 'North'), branch(2, 'South')],
  selected_branch: branch(branchName === 'North' ? 1 : 2, branchName),
})

/**
 * The server renders pages for many shoppers at once (apps/server web/html.ts). The web app's store
 * is module state, so each render must draw with its own request's data even when renders overlap.
 */
describe('server rendering', () => {
  it('draws each of two overlapping renders with its own store data', async () => {
    const [first, second] = await Promise.all([
      renderPage('/login', store('Alpha Shop', 'North'), cacheInfo, []),
      renderPage('/login', store('Beta Shop', 'South'), cacheInfo, []),
    ])
    expect(first.html).toContain('Alpha Shop')
    expect(first.html).not.toContain('Beta Shop')
    expect(second.html).toContain('Beta Shop')
    expect(second.html).not.toContain('Alpha Shop')
  })
})
