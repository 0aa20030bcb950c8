import { useSyncExternalStore } from 'react'
import { createStore } from 'zustand/vanilla'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Branch, CacheInfo, Cart, ContentPage, LayoutEntry, Product, SiteSettings } from '@store/core'

/** spec §3: persisted client state, in one local-storage key. */
export const STORAGE_KEY = 'storefront'
const RECENT_PLACES_KEPT = 5 // spec §9
const PRODUCT_PAGES_KEPT = 20

export interface User {
  authToken: string
  [detail: string]: unknown
}
export interface Place {
  place_id: string
  description?: string
}

interface PersistedState {
  user: User | null
  branches: Branch[]
  selected_branch: Branch | null
  manual_selection_done: boolean
  recentPlaces: Place[]
  layoutSettings: LayoutEntry[]
  siteSettings: SiteSettings | null
  pages: Pick<ContentPage, 'id' | 'title' | 'slug'>[]
  /** The cache versions the stored settings and product pages were built from (spec §7 cache-info). */
  cacheVersions: Partial<CacheInfo>
  /** Recently viewed product pages, shown at once on revisit and dropped when cache-products changes. */
  productPages: Record<string, Product>
  /** spec §3 cart: the server's last answer, replaced whole by every cart call. */
  cart: Cart | null
}

/** spec §3 productDrawer: the options panel's state. */
export interface ProductDrawer {
  currentProduct: Product | null
  selectedAttributes: Record<number, number>
  selectedMultiAttributes: Record<number, number[]>
  drawerPrice: number
  variant_id: number | null
  desktopDialogOpen: boolean
}

interface TransientState {
  loading: { show: boolean; message: string | null }
  activeDrawerId: string | null
  /** spec §3: on while an add or update is in flight, with the product being updated. */
  is_cart_updating: boolean
  is_cart_updating_product: number | null
  productDrawer: ProductDrawer
}

interface Actions {
  applyBootstrap(data: { layout: LayoutEntry[]; settings: SiteSettings; branches: Branch[]; selected_branch: Branch | null }): void
  /** spec §7: a changed cache-settings/layouts/branches drops stored settings; cache-products drops product pages. */
  applyCacheInfo(info: CacheInfo): { settingsDropped: boolean }
  selectBranch(branch: Branch, manual: boolean): void
  rememberProduct(product: Product): void
  addRecentPlace(place: Place): void
  showLoading(message?: string): void
  hideLoading(): void
  setActiveDrawer(id: string | null): void
  setCart(cart: Cart): void
  setCartUpdating(productId: number | null): void
  setProductDrawer(change: Partial<ProductDrawer>): void
  logout(): void
}

export type StoreState = PersistedState & TransientState & Actions

const initialPersisted: PersistedState = {
  user: null,
  branches: [],
  selected_branch: null,
  manual_selection_done: false,
  recentPlaces: [],
  layoutSettings: [],
  siteSettings: null,
  pages: [],
  cacheVersions: {},
  productPages: {},
  cart: null,
}

const emptyDrawer: ProductDrawer = {
  currentProduct: null,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  drawerPrice: 0,
  variant_id: null,
  desktopDialogOpen: false,
}

const storeApi = createStore<StoreState>()(
  persist(
    (set, get) => ({
      ...initialPersisted,
      loading: { show: true, message: null },
      activeDrawerId: null,
      is_cart_updating: false,
      is_cart_updating_product: null,
      productDrawer: emptyDrawer,

      applyBootstrap: ({ layout, settings, branches, selected_branch }) => {
        const current = get().selected_branch
        // Keep the shopper's choice while that branch still exists; otherwise take the server's.
        const stillThere = current && branches.find((b) => b.id === current.id)
        set({ layoutSettings: layout, siteSettings: settings, branches, selected_branch: stillThere ?? selected_branch })
      },

      applyCacheInfo: (info) => {
        const seen = get().cacheVersions
        const changed = (key: keyof CacheInfo) => seen[key] !== undefined && seen[key] !== info[key]
        const settingsDropped = changed('cache-settings') || changed('cache-layouts') || changed('cache-branches')
        set({
          cacheVersions: info,
          ...(settingsDropped ? { siteSettings: null, layoutSettings: [] } : {}),
          ...(changed('cache-products') ? { productPages: {} } : {}),
          ...(changed('cache-pages') ? { pages: [] } : {}),
        })
        return { settingsDropped }
      },

      selectBranch: (branch, manual) =>
        set((s) => ({
          selected_branch: branch,
          // spec §4: manual_selection_done can be set once.
          manual_selection_done: s.manual_selection_done || manual,
        })),

      rememberProduct: (product) =>
        set((s) => {
          const entries = Object.entries(s.productPages).filter(([slug]) => slug !== product.slug)
          return { productPages: Object.fromEntries([...entries.slice(-(PRODUCT_PAGES_KEPT - 1)), [product.slug, product]]) }
        }),

      // spec §4: a new place goes to the front unless already present; at most 5 kept.
      addRecentPlace: (place) =>
        set((s) =>
          s.recentPlaces.some((p) => p.place_id === place.place_id)
            ? {}
            : { recentPlaces: [place, ...s.recentPlaces].slice(0, RECENT_PLACES_KEPT) },
        ),

      showLoading: (message) => set({ loading: { show: true, message: message ?? null } }),
      hideLoading: () => set({ loading: { show: false, message: null } }),
      setActiveDrawer: (id) => set({ activeDrawerId: id }),
      setCart: (cart) => set({ cart }),
      setCartUpdating: (productId) => set({ is_cart_updating: productId !== null, is_cart_updating_product: productId }),
      setProductDrawer: (change) => set((s) => ({ productDrawer: { ...s.productDrawer, ...change } })),
      logout: () => set({ user: null }),
    }),
    {
      name: STORAGE_KEY,
      // The server renders with this store too; it has no local storage and keeps nothing.
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? serverStorage : localStorage)),
      partialize: (s): PersistedState => ({
        user: s.user,
        branches: s.branches,
        selected_branch: s.selected_branch,
        manual_selection_done: s.manual_selection_done,
        recentPlaces: s.recentPlaces,
        layoutSettings: s.layoutSettings,
        siteSettings: s.siteSettings,
        pages: s.pages,
        cacheVersions: s.cacheVersions,
        productPages: s.productPages,
        cart: s.cart,
      }),
    },
  ),
)

const serverStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

/**
 * The app's state hook, like zustand's own but with the current state as the server snapshot:
 * zustand's hook answers the server (and hydration) with the initial state, which would render the
 * loading screen. Here the server fills the state for each render and the browser fills it from the
 * inlined data before hydrating, so both render the real page. Selectors must return stable values.
 */
export function useStore<T>(selector: (state: StoreState) => T): T {
  const snapshot = () => selector(storeApi.getState())
  return useSyncExternalStore(storeApi.subscribe, snapshot, snapshot)
}
useStore.getState = storeApi.getState
useStore.setState = storeApi.setState
useStore.persist = storeApi.persist
