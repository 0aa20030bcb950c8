import { useSyncExternalStore } from 'react'
import { createStore } from 'zustand/vanilla'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { CacheInfo } from '@store/core'
import { bindStore } from '../lib/store.ts'
import { configureApi } from '../lib/api.ts'
import { rememberBranch } from '../lib/branch-cookie.ts'
import { createSessionSlice, persistSession, selectedBranchId, type SessionPersisted, type SessionSlice } from '../lib/session.ts'
import { createCartSlice, persistCart, type CartSlice } from '../features/cart/store-slice.ts'
import { createCatalogueSlice, persistCatalogue, type CatalogueSlice } from '../features/catalogue/store-slice.ts'
import { createReferralCodeSlice, persistReferralCode, type ReferralCodeSlice } from '../lib/referral-code.ts'

export type { Place, User } from '../lib/session.ts'
export type { ProductDrawer } from '../features/cart/store-slice.ts'

/** spec §3: persisted client state, in one local-storage key. */
export const STORAGE_KEY = 'storefront'

/** Actions that change several slices: composed here, where every slice is known. */
interface ComposedActions {
  /** spec §7: a changed cache-settings/layouts/branches drops stored settings; cache-products drops product pages. */
  applyCacheInfo(info: Partial<CacheInfo>): { settingsDropped: boolean }
}

export type StoreState = SessionSlice & CatalogueSlice & CartSlice & ReferralCodeSlice & ComposedActions
/** What shoppers have stored under STORAGE_KEY: the same flat shape as before the store had slices. */
type PersistedState = SessionPersisted &
  ReturnType<typeof persistCatalogue> &
  ReturnType<typeof persistCart> &
  ReturnType<typeof persistReferralCode>

/**
 * The one store, built from each owner's slice: the session (lib/session.ts), the catalogue's product
 * pages and the cart (each feature's store-slice.ts). Features read their slice through their own hook
 * (lib/store.ts's sliceHook), never through this module, so no feature imports app/ (decision 0013).
 */
// Declared before the store: persist calls createJSONStorage's getter at once. Declared after it, the
// source run met a ReferenceError (which zustand catches: no storage), but the production bundle got
// undefined, and every server render of `npm start` failed on setItem (the browser rendered instead).
const serverStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

const storeApi = createStore<StoreState>()(
  persist(
    (set, get, api) => ({
      ...createSessionSlice(set, get, api),
      ...createCatalogueSlice(set, get, api),
      ...createCartSlice(set, get, api),
      ...createReferralCodeSlice(set, get, api),
      applyCacheInfo: (info) => {
        const { settingsDropped, productsChanged } = get().applySessionCacheInfo(info)
        if (productsChanged) get().forgetProducts()
        return { settingsDropped }
      },
    }),
    {
      name: STORAGE_KEY,
      // The server renders with this store too; it has no local storage and keeps nothing.
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? serverStorage : localStorage)),
      partialize: (s): PersistedState => ({ ...persistSession(s), ...persistCatalogue(s), ...persistCart(s), ...persistReferralCode(s) }),
    },
  ),
)

bindStore(storeApi)
// The server renders the first screen for the branch this cookie names (decision 0045): set from the
// restored choice now, and again whenever the shopper picks another branch.
rememberBranch(storeApi.getState().selected_branch?.id)
storeApi.subscribe((s, previous) => {
  if (s.selected_branch?.id !== previous.selected_branch?.id) rememberBranch(s.selected_branch?.id)
})
// lib/api.ts gets the session it sends with every call from here, so lib/ never imports app/.
configureApi({
  branchId: selectedBranchId,
  authToken: () => storeApi.getState().user?.authToken ?? null,
  onUnauthorized: () => storeApi.getState().logout(),
})

/** The whole store, for app/ and tests; features use their slice's hook instead. */
export function useStore<T>(selector: (state: StoreState) => T): T {
  const snapshot = () => selector(storeApi.getState())
  return useSyncExternalStore(storeApi.subscribe, snapshot, snapshot)
}
useStore.getState = storeApi.getState
useStore.setState = storeApi.setState
useStore.persist = storeApi.persist
