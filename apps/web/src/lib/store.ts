import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The one persisted store, held here so lib/ and features/ can read their own slice without importing
 * app/: app/store.ts builds the store from every slice and binds it here at start (decision 0013).
 */
let bound: StoreApi<object> | null = null

export function bindStore(store: StoreApi<object>): void {
  bound = store
}

function boundStore<S>(): StoreApi<S> {
  if (!bound) throw new Error('storefront: the store is read before app/store.ts bound it')
  return bound as unknown as StoreApi<S>
}

export interface SliceHook<S> {
  <T>(selector: (state: S) => T): T
  getState(): S
}

/**
 * A hook that sees the store as `S` (a slice, or a slice with the session it reads). Like zustand's
 * own but with the current state as the server snapshot: zustand's hook answers the server (and
 * hydration) with the initial state, which would render the loading screen. Here the server fills
 * the state for each render and the browser fills it from the inlined data before hydrating, so both
 * render the real page. Selectors must return stable values.
 */
export function sliceHook<S>(): SliceHook<S> {
  function useSlice<T>(selector: (state: S) => T): T {
    const store = boundStore<S>()
    const snapshot = () => selector(store.getState())
    return useSyncExternalStore(store.subscribe, snapshot, snapshot)
  }
  useSlice.getState = () => boundStore<S>().getState()
  return useSlice
}
