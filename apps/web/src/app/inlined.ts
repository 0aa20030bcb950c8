import type { Bootstrap, CacheInfo } from '@store/core'
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { useStore } from './store.ts'
import { rememberServerTheme } from './theme.ts'
import { publishScreenTitle } from '../lib/screen-title.ts'

/** What the server writes into the HTML (see apps/server/src/web/html.ts). */
export interface InlinedData {
  data: Bootstrap
  cacheInfo: CacheInfo
  /** Query results the server rendered the page with, so the first client render matches it. */
  queries?: DehydratedState
  /** The first screen's name as the server rendered it in the top bar (a product's, a page's, a form's). */
  screenName?: string
}

declare global {
  interface Window {
    __BOOTSTRAP__?: InlinedData
  }
}

/**
 * Takes the server's inlined data into the store and query cache before the first render, so the
 * browser renders exactly what the server sent (hydration) and needs no round trip to show it.
 * Returns the data, or null when the page came without it (e.g. the Vite dev server).
 */
export function applyInlinedData(queryClient: QueryClient): InlinedData | null {
  const inlined = window.__BOOTSTRAP__ ?? null
  delete window.__BOOTSTRAP__
  if (!inlined) return null
  const store = useStore.getState()
  store.applyCacheInfo(inlined.cacheInfo)
  store.applyBootstrap(inlined.data)
  rememberServerTheme(inlined.data.settings)
  store.hideLoading()
  if (inlined.queries) hydrate(queryClient, inlined.queries)
  if (inlined.screenName) publishScreenTitle(window.location.pathname, inlined.screenName)
  return inlined
}
