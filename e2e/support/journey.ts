import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { startStore } from './store-server.ts'

export type Store = Awaited<ReturnType<typeof startStore>>

/**
 * A store (started by `start`) and a browser for one journey file (or block), started before its tests
 * and stopped after. The getters are read inside tests (the values exist only once beforeAll has run).
 */
export function useServerAndBrowser<S extends { stop(): Promise<void> }>(
  start: () => Promise<S>,
): { readonly browser: Browser; readonly store: S } {
  let browser: Browser | undefined
  let store: S | undefined
  beforeAll(async () => {
    store = await start()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await store?.stop()
  })
  return {
    get browser() {
      return browser!
    },
    get store() {
      return store!
    },
  }
}

/** The demo store and a browser for one journey file. */
export function useStoreAndBrowser(): { readonly browser: Browser; readonly store: Store } {
  return useServerAndBrowser(() => startStore('demo'))
}
