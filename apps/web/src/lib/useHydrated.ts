import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * false on the server and while the browser hydrates its HTML, true after: for what only the browser
 * can know (the shopper's cart, plugins), so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
