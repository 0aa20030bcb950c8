import { useSyncExternalStore } from 'react'

/**
 * The name of the screen on show (what its useHead names), for the frame around it: the phone's top
 * bar and the wide screens' dialog header and label. Kept with its path, so a screen that names
 * nothing never shows the previous screen's name.
 */
let current: { pathname: string; title: string } = { pathname: '', title: '' }
const listeners = new Set<() => void>()

export function publishScreenTitle(pathname: string, title: string): void {
  if (current.pathname === pathname && current.title === title) return
  current = { pathname, title }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The screen's name at `pathname`, or '' while it has none (the server renders the frame without it). */
export function useScreenTitle(pathname: string): string {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
  return snapshot.pathname === pathname ? snapshot.title : ''
}
