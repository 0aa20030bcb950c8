import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * What only the browser can know, read so the first render matches the server's HTML: `serverValue`
 * on the server and while the browser hydrates, `read()` after (it must return a stable value). Once
 * hydrated, React renders the component again only where the two differ, and it does so
 * synchronously: useSyncExternalStore's updates never wait. Above the home blocks, such a render
 * hydrates every block still waiting in that one long task (decision 0047), so a component there reads
 * a value that differs only where it must (in a frame, say), never `useHydrated`.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(never, read, () => serverValue)
}

const always = () => true

/**
 * false on the server and while the browser hydrates its HTML, true after: for what only the browser
 * can know (the shopper's cart, plugins), so the first render matches the server's. It always renders
 * its component again, synchronously, once hydrated: keep it inside the part of the page it changes.
 */
export function useHydrated(): boolean {
  return useBrowserValue(always, false)
}
