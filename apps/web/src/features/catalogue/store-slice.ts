import type { StateCreator } from 'zustand/vanilla'
import type { Product } from '@store/core'
import { sliceHook } from '../../lib/store.ts'

const PRODUCT_PAGES_KEPT = 20

/**
 * A stored product page's key: the branch it was read for and the product's slug. A product's price and
 * availability are the branch's (decision 0045), so a page seen at one branch is never shown at another.
 */
export const productPageKey = (branchId: number, slug: string): string => `${branchId}/${slug}`

/** The catalogue's part of the persisted store (spec §3). */
export interface CatalogueSlice {
  /** Recently viewed product pages per branch, shown at once on revisit and dropped when cache-products changes. */
  productPages: Record<string, Product>
  rememberProduct(branchId: number, product: Product): void
  forgetProducts(): void
}

export const createCatalogueSlice: StateCreator<CatalogueSlice, [], [], CatalogueSlice> = (set) => ({
  productPages: {},
  rememberProduct: (branchId, product) =>
    set((s) => {
      const key = productPageKey(branchId, product.slug)
      const entries = Object.entries(s.productPages).filter(([k]) => k !== key)
      return { productPages: Object.fromEntries([...entries.slice(-(PRODUCT_PAGES_KEPT - 1)), [key, product]]) }
    }),
  forgetProducts: () => set({ productPages: {} }),
})

export const persistCatalogue = (s: CatalogueSlice): Pick<CatalogueSlice, 'productPages'> => ({ productPages: s.productPages })

export const useCatalogueStore = sliceHook<CatalogueSlice>()
