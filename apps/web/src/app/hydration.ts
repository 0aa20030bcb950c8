import { useStore } from './store.ts'

/** spec §9: persisted state must be restored within 5000 ms. */
export const RESTORE_TIMEOUT_MS = 5000

/**
 * Resolves once persisted state is restored, or after the timeout (spec §8: a timeout is an internal
 * error only — the app goes on with fresh state and shows nothing about it).
 */
export function waitForHydration(timeoutMs = RESTORE_TIMEOUT_MS): Promise<void> {
  if (useStore.persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn('storefront: restoring saved state timed out')
      unsubscribe()
      resolve()
    }, timeoutMs)
    const unsubscribe = useStore.persist.onFinishHydration(() => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    })
  })
}
