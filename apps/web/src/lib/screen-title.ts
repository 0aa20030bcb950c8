import { startTransition, useEffect, useState } from 'react'
import { useMatches } from 'react-router'

/**
 * What a route tells about its screen (app/router.tsx): the name of a screen whose data does not name it,
 * shown in its title and top bar. A screen module exports it as `handle` (decision 0110).
 */
export interface ScreenHandle {
  name: string
}

/** The fixed name of the screen on show, from its route, or '' when its data names it. */
export function useRouteName(): string {
  return (useMatches().at(-1)?.handle as ScreenHandle | undefined)?.name ?? ''
}

/**
 * The name of the screen on show (what its useHead names), for the frame around it: the phone's top
 * bar and the wide screens' dialog header and label. Kept with its path, so a screen that names
 * nothing never shows the previous screen's name.
 */
let current: { pathname: string; title: string } = { pathname: '', title: '' }
const listeners = new Set<() => void>()

/**
 * Names the screen at `pathname`: from its useHead, and for the first screen before the first render
 * on both sides (the server's render, the browser's hydration), so its frame is named from the first paint.
 */
export function publishScreenTitle(pathname: string, title: string): void {
  if (current.pathname === pathname && current.title === title) return
  current = { pathname, title }
  for (const listener of listeners) listener()
}

/**
 * The screen's name at `pathname`: what it published, else its route's fixed name, else '' while its
 * data loads. A screen publishes its name from an effect; drawn as a transition, a new name renders in
 * a task of its own instead of lengthening the effects' task after hydration (useSyncExternalStore
 * would render it there, synchronously; decision 0107).
 */
export function useScreenTitle(pathname: string): string {
  const routeName = useRouteName()
  const [snapshot, setSnapshot] = useState(current)
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(current))
    listeners.add(follow)
    // The screen inside this frame ran its effects first: its name may be out already.
    follow()
    return () => void listeners.delete(follow)
  }, [])
  return (snapshot.pathname === pathname && snapshot.title) || routeName
}
