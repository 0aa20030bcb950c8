import { useLocation, useNavigate } from 'react-router'
import type { Product } from '@store/core'
import type { ActionProduct } from '../../components/ProductAction.tsx'
import { toast } from '../../components/toasts.ts'
import { useCartStore } from './store-slice.ts'
import { useCartActions } from './useCartActions.ts'
import { loadOptionsPanel, OPTIONS_DRAWER_HASH } from './OptionsPanelSlot.tsx'

/**
 * Add to Cart: a product with options opens the options panel (setting its URL hash, spec §2); one
 * without is added at once (quantity 1, spec §9). The full product with its options comes from
 * `loadProduct`, which app/ gives (the catalogue's product query), so the cart needs no catalogue import.
 */
export function AddToCartButton({
  product,
  compact = false,
  loadProduct,
}: {
  product: ActionProduct
  compact?: boolean
  loadProduct: (slug: string) => Promise<Product>
}) {
  const navigate = useNavigate()
  const location = useLocation()
  const setDrawer = useCartStore((s) => s.setProductDrawer)
  const busy = useCartStore((s) => s.is_cart_updating && s.is_cart_updating_product === product.id)
  const { add } = useCartActions()
  // None left at the shopper's branch: the button stays where it was, disabled, and says why.
  if (!product.in_stock) {
    return (
      <button
        type="button"
        disabled
        className={`shrink-0 cursor-not-allowed rounded-lg bg-gray-100 font-semibold text-gray-600 ${compact ? 'w-full px-2.5 py-2 text-sm' : 'w-full px-4 py-3 text-base'}`}
      >
        Sold out
      </button>
    )
  }

  const onClick = async () => {
    if (!product.has_options) {
      if (await add({ product_id: product.id, quantity: 1 })) toast('Added to cart', 'info')
      return
    }
    try {
      // The panel's code (with core's option rules) loads alongside the product, so it is ready
      // when the hash opens it and stays out of the home page's first load.
      const [full, panel] = await Promise.all([loadProduct(product.slug), loadOptionsPanel()])
      setDrawer({ currentProduct: full, selectedAttributes: panel.defaultSelection(full), selectedMultiAttributes: {} })
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
      className={`shrink-0 rounded-lg bg-brand font-semibold text-on-brand hover:shadow-md disabled:opacity-70 ${compact ? 'w-full px-2.5 py-2 text-sm' : 'w-full px-4 py-3 text-base'}`}
    >
      {busy ? 'Adding...' : 'Add to Cart'}
    </button>
  )
}
