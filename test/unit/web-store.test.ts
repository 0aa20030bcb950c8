import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bootstrap, CacheInfo, Product } from '@store/core'
import { MemoryStorage } from '../setup/memory-storage.ts'

// Node has no localStorage: give the store a real (in-memory) one before it is created, as a browser would.
const localStorage = new MemoryStorage()
vi.stubGlobal('localStorage', localStorage)
const { useStore } = await import('../../apps/web/src/app/store.ts')

const versions = (over: Partial<CacheInfo> = {}): CacheInfo => ({
  'cache-settings': 1,
  'cache-layouts': 1,
  'cache-branches': 1,
  'cache-products': 1,
  'cache-pages': 1,
  ...over,
})
const bootstrap: Bootstrap = {
  layout: [{ id: 1, code: 'search_block', type: 'designElement', data: {}, settings: {}, position: 0, uniqueId: null }],
  settings: { storeName: 'Shop', globalStoreEnable: true },
  branches: [
    { id: 1, name: 'A', address: '', phone: '', pincodes: [], opening_hours: [], is_open: true, offers_pickup: true },
    { id: 2, name: 'B', address: '', phone: '', pincodes: [], opening_hours: [], is_open: true, offers_pickup: true },
  ],
  selected_branch: { id: 1, name: 'A', address: '', phone: '', pincodes: [], opening_hours: [], is_open: true, offers_pickup: true },
}

describe('storefront client state (spec §4)', () => {
  beforeEach(() => {
    useStore.setState({
      siteSettings: null,
      layoutSettings: [],
      cacheVersions: {},
      productPages: {},
      recentPlaces: [],
      manual_selection_done: false,
      selected_branch: null,
      user: null,
    })
  })

  it('drops stored settings when cache-settings, cache-layouts or cache-branches changed, product pages when cache-products changed', () => {
    const store = useStore.getState()
    store.applyCacheInfo(versions())
    store.applyBootstrap(bootstrap)
    store.rememberProduct(1, { slug: 'p' } as Product)
    expect(store.applyCacheInfo(versions()).settingsDropped).toBe(false)
    expect(useStore.getState().siteSettings).not.toBeNull()
    useStore.getState().applyCacheInfo(versions({ 'cache-products': 2 }))
    expect(useStore.getState().productPages).toEqual({})
    expect(useStore.getState().siteSettings).not.toBeNull()
    for (const key of ['cache-settings', 'cache-layouts', 'cache-branches'] as const) {
      useStore.getState().applyBootstrap(bootstrap)
      const before = useStore.getState().cacheVersions[key]!
      expect(
        useStore.getState().applyCacheInfo({ ...(useStore.getState().cacheVersions as CacheInfo), [key]: before + 1 }).settingsDropped,
      ).toBe(true)
      expect(useStore.getState().siteSettings).toBeNull()
    }
  })

  it('keeps the shopper’s branch while it exists; manual selection is set once', () => {
    const store = useStore.getState()
    store.applyBootstrap(bootstrap)
    store.selectBranch(bootstrap.branches[1]!, true)
    store.applyBootstrap(bootstrap)
    expect(useStore.getState().selected_branch?.id).toBe(2)
    useStore.getState().selectBranch(bootstrap.branches[0]!, false)
    expect(useStore.getState().manual_selection_done).toBe(true)
    useStore.getState().applyBootstrap({ ...bootstrap, branches: [bootstrap.branches[0]!] })
    expect(useStore.getState().selected_branch?.id).toBe(1)
  })

  it('shows a stored product page only at the branch it was read for (decision 0045)', async () => {
    const { productQuery } = await import('../../apps/web/src/features/catalogue/api/get-product.ts')
    const stored = (slug: string) => (productQuery(slug).initialData as () => Product | undefined)()
    useStore.getState().applyBootstrap(bootstrap)
    useStore.getState().rememberProduct(1, { slug: 'p', selling_price: 999 } as Product)
    expect(stored('p')?.selling_price).toBe(999)
    // At the other branch the price may differ: nothing stored is shown, the page is read for it.
    useStore.getState().selectBranch(bootstrap.branches[1]!, true)
    expect(stored('p')).toBeUndefined()
    useStore.getState().rememberProduct(2, { slug: 'p', selling_price: 949 } as Product)
    expect(stored('p')?.selling_price).toBe(949)
    useStore.getState().selectBranch(bootstrap.branches[0]!, true)
    expect(stored('p')?.selling_price).toBe(999)
  })

  it('keeps at most 5 recent places, newest first, without duplicates', () => {
    for (const id of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) useStore.getState().addRecentPlace({ place_id: id })
    expect(useStore.getState().recentPlaces.map((p) => p.place_id)).toEqual(['f', 'e', 'd', 'c', 'b'])
  })

  it('logs out by resetting the user', () => {
    useStore.setState({ user: { authToken: 't' } })
    useStore.getState().logout()
    expect(useStore.getState().user).toBeNull()
  })

  it('persists the shopper’s state under the one local-storage key (spec §3)', () => {
    useStore.getState().selectBranch(bootstrap.branches[1]!, true)
    const stored = JSON.parse(localStorage.getItem('storefront') ?? 'null') as { state: { selected_branch: { id: number } } }
    expect(stored.state.selected_branch.id).toBe(2)
    expect(localStorage.length).toBe(1)
  })
})
