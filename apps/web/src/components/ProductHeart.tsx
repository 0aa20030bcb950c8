import { createContext, useContext, type ReactNode } from 'react'

/** What a product's heart needs to know about it. */
export interface HeartProduct {
  id: number
}
export type RenderProductHeart = (product: HeartProduct, options: { size: 'card' | 'page' }) => ReactNode

/**
 * The slot for a product's heart: cards and the product page show it without
 * knowing what saving a product means; app/ fills the slot with the wishlist's button.
 */
const ProductHeartContext = createContext<RenderProductHeart>(() => null)

export const ProductHeartProvider = ProductHeartContext.Provider

export function useProductHeart(): RenderProductHeart {
  return useContext(ProductHeartContext)
}
