import { createContext, useContext, type ReactNode } from 'react'

/**
 * What the home page shows from other features, filled by app/ (features do not import each other):
 * the branch picker and cart badge in the navigation bars, plugins the owner placed in the layout,
 * and what only the foreground home does besides its head (the cart fetch of spec §7).
 */
export interface HomeSlots {
  branchPicker: ReactNode
  cartCount: ReactNode
  plugin: (code: string) => ReactNode
  foreground: ReactNode
}

const HomeSlotsContext = createContext<HomeSlots>({ branchPicker: null, cartCount: null, plugin: () => null, foreground: null })

export const HomeSlotsProvider = HomeSlotsContext.Provider

export function useHomeSlots(): HomeSlots {
  return useContext(HomeSlotsContext)
}
