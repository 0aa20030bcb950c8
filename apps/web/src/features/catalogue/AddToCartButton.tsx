import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { ProductCard } from '@store/core'
import { defaultSelection } from '@store/core/browser'
import { useStore } from '../../app/store.ts'
import { toast } from '../../components/toasts.ts'
import { useCartActions } from '../cart/useCartActions.ts'
import { productQuery } from './queries.ts'

/** The hash that names the options panel (spec §2). */
export const OPTIONS_DRAWER_HASH = '#product-options-drawer'

/**
 * Add to Cart: a product with options opens the options panel (setting its URL hash, spec §2); one
 * without is added at once (quantity 1, spec §9).
 */
export function AddToCartButton({
  product,
  compact = false,
}: {
  product: Pick<ProductCard, 'id' | 'slug' | 'has_options' | 'in_stock'>
  compact?: boolean
}) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const setDrawer = useStore((s) => s.setProductDrawer)
  const busy = useStore((s) => s.is_cart_updating && s.is_cart_updating_product === product.id)
  const { add } = useCartActions()
  if (!product.in_stock) return <span className="text-xs font-medium text-gray-500">Sold out</span>

  const onClick = async () => {
    if (!product.has_options) {
      if (await add({ product_id: product.id, quantity: 1 })) toast('Added to cart', 'info')
      return
    }
    try {
      const full = await queryClient.fetchQuery(productQuery(product.slug))
      setDrawer({ currentProduct: full, selectedAttributes: defaultSelection(full), selectedMultiAttributes: {} })
      navigate({ pathname: location.pathname, search: location.search, hash: OPTIONS_DRAWER_HASH })
    } catch {
      toast('Could not load the product options. Please try again.')
    }
  }
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      className={`shrink-0 rounded-lg bg-brand font-semibold text-on-brand hover:opacity-90 disabled:opacity-70 ${compact ? 'w-full px-2.5 py-2 text-sm' : 'w-full px-4 py-3 text-base'}`}
    >
      {busy ? 'Adding...' : 'Add to Cart'}
    </button>
  )
}
