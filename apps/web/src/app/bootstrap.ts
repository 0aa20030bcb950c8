import { getCacheInfo } from './api/cache-info.ts'
import { getData } from './api/get-data.ts'
import { waitForHydration } from './hydration.ts'
import { useStore } from './store.ts'
import type { InlinedData } from './inlined.ts'

const RETRY_MS = 3000

/**
 * spec §4/§7: after the first render. With inlined data (applied before it) only a shopper who chose
 * another branch needs that branch's data; without, cache-info drops stale settings and get-data
 * fills them. Failures of either call are ignored (spec §8); without any settings the loading
 * overlay stays and get-data is retried.
 */
export async function runBootstrap(inlined: InlinedData | null): Promise<void> {
  await waitForHydration()
  const store = useStore.getState()
  if (inlined) {
    if (store.selected_branch?.id !== inlined.data.selected_branch?.id) await loadBootstrapData()
    return
  }
  try {
    store.applyCacheInfo(await getCacheInfo())
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
    useStore.getState().applyBootstrap(await getData())
    return true
  } catch {
    return false
  }
}
