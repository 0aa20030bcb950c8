import { useEffect, useSyncExternalStore } from 'react'
import { OFFLINE_TEXT, OFFLINE_TITLE } from '../../lib/offline.ts'

/**
 * Offline with the service worker in charge, the store keeps showing what it kept (decision 0061):
 * 'browsing'. Offline without it (a browser without service workers, or the first visit before the
 * worker took over) nothing can load: 'blocked', spec §2's offline screen over everything.
 */
export type OfflineState = 'online' | 'browsing' | 'blocked'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  navigator.serviceWorker?.addEventListener('controllerchange', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    navigator.serviceWorker?.removeEventListener('controllerchange', onChange)
  }
}
const snapshot = (): OfflineState => (navigator.onLine ? 'online' : navigator.serviceWorker?.controller ? 'browsing' : 'blocked')

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, snapshot, () => 'online')
}

/** Back online, `reprice` runs: the cart shown offline is priced by the server again (spec §7 get-cart). */
export function useBackOnline(reprice: () => Promise<unknown>): void {
  useEffect(() => {
    const online = () => void reprice().catch(() => {}) // a failure leaves the stored cart; the cart screen fetches again and reports it
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [reprice])
}

/** The class on the root that marks every price (`.price`, index.css) while the banner explains the mark. */
const OFFLINE_CLASS = 'offline'

/**
 * spec §2/§8's offline texts over a page kept for offline, and what its prices are worth: each price is
 * marked as possibly out of date (decision 0061). The mark is CSS on one class of the root, set for as long
 * as the banner shows: no script per price, and the first render is unchanged (the class comes after it).
 */
export function OfflineBanner() {
  useEffect(() => {
    document.documentElement.classList.add(OFFLINE_CLASS)
    return () => document.documentElement.classList.remove(OFFLINE_CLASS)
  }, [])
  return (
    <div role="status" className="sticky top-0 z-[90] bg-gray-900 px-4 py-2 text-center text-sm text-white" data-testid="offline-banner">
      <p>
        <strong className="font-semibold">{OFFLINE_TITLE}</strong> {OFFLINE_TEXT}
      </p>
      <p className="text-gray-200">Prices marked * may be out of date; the store checks them again when you are back online.</p>
    </div>
  )
}
