import { createContext, useContext, type ReactNode } from 'react'
import type { ProductCard } from '@store/core'

/** What a product's call to action needs to know about it. */
export type ActionProduct = Pick<ProductCard, 'id' | 'slug' | 'has_options' | 'in_stock'>
/** `showQuantity`: once the product is in the cart, show its quantity there (the product page's bar). */
export type ProductActionOptions = { compact: boolean; showQuantity?: boolean }
export type RenderProductAction = (product: ActionProduct, options: ProductActionOptions) => ReactNode

/**
 * The slot for a product's call to action (Add to Cart): shared components and features render
 * products without knowing what acting on one means; app/ fills the slot with the cart's button.
 */
const ProductActionContext = createContext<RenderProductAction>(() => null)

export const ProductActionProvider = ProductActionContext.Provider

export function useProductAction(): RenderProductAction {
  return useContext(ProductActionContext)
}
