import { useNavigate } from 'react-router'
import type { ProductCard } from '@store/core'

/** The hash that names the options panel (spec §2). */
export const OPTIONS_DRAWER_HASH = '#product-options-drawer'

/**
 * Add to Cart. A product with options opens the options panel (its URL hash); the panel and the cart
 * calls arrive with the cart issue (#4) — until then the button takes the shopper to the product page
 * with the panel's hash, where the product's options are listed.
 */
export function AddToCartButton({ product, compact = false }: { product: Pick<ProductCard, 'slug' | 'has_options' | 'in_stock'>; compact?: boolean }) {
  const navigate = useNavigate()
  if (!product.in_stock) return <span className="text-xs font-medium text-gray-500">Sold out</span>
  return (
    <button type="button" onClick={() => navigate(`/product/${product.slug}${product.has_options ? OPTIONS_DRAWER_HASH : ''}`)}
      className={`shrink-0 rounded-lg bg-brand font-semibold text-on-brand hover:opacity-90 ${compact ? 'w-full px-2.5 py-2 text-sm' : 'w-full px-4 py-3 text-base'}`}>
      Add to Cart
    </button>
  )
}
