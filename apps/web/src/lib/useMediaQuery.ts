import { useSyncExternalStore } from 'react'

/** spec §9: the mobile breakpoint. Up to 768px is narrow; wider shows modals and grids. */
export const WIDE_QUERY = '(min-width: 769px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    // The server renders the phone layout (mobile first); wide screens switch after hydration.
    () => false,
  )
}

export const useIsWide = () => useMediaQuery(WIDE_QUERY)
