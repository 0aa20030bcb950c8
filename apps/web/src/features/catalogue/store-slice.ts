import type { StateCreator } from 'zustand/vanilla'
import type { Product } from '@store/core'
import { sliceHook } from '../../lib/store.ts'

const PRODUCT_PAGES_KEPT = 20

/** The catalogue's part of the persisted store (spec §3). */
export interface CatalogueSlice {
  /** Recently viewed product pages, shown at once on revisit and dropped when cache-products changes. */
  productPages: Record<string, Product>
  rememberProduct(product: Product): void
  forgetProducts(): void
}

export const createCatalogueSlice: StateCreator<CatalogueSlice, [], [], CatalogueSlice> = (set) => ({
  productPages: {},
  rememberProduct: (product) =>
    set((s) => {
      const entries = Object.entries(s.productPages).filter(([slug]) => slug !== product.slug)
      return { productPages: Object.fromEntries([...entries.slice(-(PRODUCT_PAGES_KEPT - 1)), [product.slug, product]]) }
    }),
  forgetProducts: () => set({ productPages: {} }),
})

export const persistCatalogue = (s: CatalogueSlice): Pick<CatalogueSlice, 'productPages'> => ({ productPages: s.productPages })

export const useCatalogueStore = sliceHook<CatalogueSlice>()
