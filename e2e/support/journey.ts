import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { startStore } from './store-server.ts'

export type Store = Awaited<ReturnType<typeof startStore>>

/**
 * A demo store and a browser for one journey file, started before its tests and stopped after.
 * The getters are read inside tests (the values exist only once beforeAll has run).
 */
export function useStoreAndBrowser(): { readonly browser: Browser; readonly store: Store } {
  let browser: Browser | undefined
  let store: Store | undefined
  beforeAll(async () => {
    store = await startStore('demo')
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
