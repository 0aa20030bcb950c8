import { createContext, useContext, type ReactNode } from 'react'
import type { Product } from '@store/core'

/**
 * What the product page shows from other features, given by app/screens/ProductScreen.tsx (features
 * do not import each other): the reviews summary under the name and a digital store's Buy now (issue
 * 11). A route module of its own, so none of it loads with the home page.
 */
export interface ProductPageSlots {
  ratingSummary(product: Product): ReactNode
  /** A digital store's Buy now, in place of the price call-to-action spec §9 hides (decision 0024). */
  digitalBuy(product: Product): ReactNode
}

const ProductPageSlotsContext = createContext<ProductPageSlots>({ ratingSummary: () => null, digitalBuy: () => null })

export const ProductPageSlotsProvider = ProductPageSlotsContext.Provider

export function useProductPageSlots(): ProductPageSlots {
  return useContext(ProductPageSlotsContext)
}
