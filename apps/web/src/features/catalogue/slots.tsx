import { createContext, useContext, type ReactNode } from 'react'
import type { Product } from '@store/core'

/**
 * What the product page shows from other features, given by app/screens/ProductScreen.tsx (features
 * do not import each other): the reviews summary under the name (issue 11). A route module of its
 * own, so none of it loads with the home page.
 */
export interface ProductPageSlots {
  ratingSummary(product: Product): ReactNode
}

const ProductPageSlotsContext = createContext<ProductPageSlots>({ ratingSummary: () => null })

export const ProductPageSlotsProvider = ProductPageSlotsContext.Provider

export function useProductPageSlots(): ProductPageSlots {
  return useContext(ProductPageSlotsContext)
}
