import { create } from 'zustand'

/**
 * Which products the hearts show as saved. Not part of the persisted store: the list is
 * the server's, read again after each load (decision 0019). Empty on the server and until the browser
 * has read the shopper's ids, so server-rendered pages are the same for everyone.
 */
interface HeartsState {
  saved: ReadonlySet<number>
}

export const useHearts = create<HeartsState>()(() => ({ saved: new Set<number>() }))

export const isSaved = (id: number): boolean => useHearts.getState().saved.has(id)

export function showSaved(id: number, on: boolean): void {
  const saved = new Set(useHearts.getState().saved)
  if (on) saved.add(id)
  else saved.delete(id)
  useHearts.setState({ saved })
}

export const forgetHearts = (): void => useHearts.setState({ saved: new Set<number>() })

/** What the hearts do, loaded on the first tap or when a logged-in shopper's page is idle (decision 0019). */
export const loadActions = () => import('./actions.ts')
