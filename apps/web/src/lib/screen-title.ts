import { startTransition, useEffect, useState } from 'react'

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

/**
 * The screen's name at `pathname`, or '' while it has none (the server renders the frame without it).
 * A screen publishes its name from an effect, so the first one comes while React runs the effects
 * after hydration; drawn as a transition, the frame's new name renders in a task of its own instead
 * of lengthening that one (useSyncExternalStore would render it there, synchronously; decision 0107).
 */
export function useScreenTitle(pathname: string): string {
  const [snapshot, setSnapshot] = useState(current)
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(current))
    listeners.add(follow)
    // The screen inside this frame ran its effects first: its name may be out already.
    follow()
    return () => void listeners.delete(follow)
  }, [])
  return snapshot.pathname === pathname ? snapshot.title : ''
}
