import type { Bootstrap, CacheInfo } from '@store/core'
import { api } from '../lib/api.ts'
import { waitForHydration } from './hydration.ts'
import { useStore } from './store.ts'

declare global {
  interface Window {
    /** Inlined by the server into the HTML so the first paint needs no extra round trip. */
    __BOOTSTRAP__?: { data: Bootstrap; cacheInfo: CacheInfo }
  }
}

const RETRY_MS = 3000

/**
 * spec §4/§7: restore saved state, check cache-info (dropping stale settings), then take the layout,
 * settings and branches from the inlined data or GET /api/get-data. Failures of either call are
 * ignored (spec §8); without any settings the loading overlay stays and the call is retried.
 */
export async function runBootstrap(): Promise<void> {
  await waitForHydration()
  const store = useStore.getState()
  const inlined = window.__BOOTSTRAP__
  delete window.__BOOTSTRAP__
  if (inlined) {
    store.applyCacheInfo(inlined.cacheInfo)
    store.applyBootstrap(inlined.data)
    store.hideLoading()
    // The server inlines the default branch; a shopper who chose another gets that branch's prices.
    if (useStore.getState().selected_branch?.id !== inlined.data.selected_branch?.id) await loadBootstrapData()
    return
  }
  try {
    store.applyCacheInfo(await api<CacheInfo>('cache-info'))
  } catch {
    // spec §8: cache-info failure is silently ignored.
  }
  if (useStore.getState().siteSettings) {
    store.hideLoading()
    void loadBootstrapData()
    return
  }
  while (!(await loadBootstrapData())) await new Promise((r) => setTimeout(r, RETRY_MS))
  useStore.getState().hideLoading()
}

/** Fetches get-data for the selected branch; false when it failed (spec §8: silently). */
export async function loadBootstrapData(): Promise<boolean> {
  try {
    useStore.getState().applyBootstrap(await api<Bootstrap>('get-data'))
    return true
  } catch {
    return false
  }
}
