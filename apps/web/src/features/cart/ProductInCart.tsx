import type { ReactNode } from 'react'
import type { ActionProduct } from '../../components/ProductAction.tsx'
import { useHydrated } from '../../lib/useHydrated.ts'
import { useCartStore } from './store-slice.ts'
import { QuantityStepper } from './QuantityStepper.tsx'

/**
 * The product page's bar once the product is in the cart (decision 0046): a product without options
 * has one line, so its − quantity + takes the place of Add (− at 1 removes the line and Add comes
 * back); a product with options keeps Add (each choice is its own line) and says how many are in the
 * cart. A sold-out product shows Sold out like everywhere else (decision 0039), with how many the cart
 * holds; the cart is where those go. The cart is the shopper's, unknown to the server's render, so this
 * shows after hydration.
 */
export function ProductInCart({ product, children }: { product: ActionProduct; children: ReactNode }) {
  const hydrated = useHydrated()
  const lines = useCartStore((s) => s.cart?.cartItems)
  const mine = hydrated ? (lines ?? []).filter((line) => line.product_id === product.id) : []
  const line = mine[0]
  if (line && product.in_stock && !product.has_options && mine.length === 1)
    return <QuantityStepper line={line} size="large" inStock={product.in_stock} />
  const count = mine.reduce((n, l) => n + l.quantity, 0)
  if (count === 0) return children
  return (
    <div className="flex flex-col items-stretch gap-1">
      {children}
      <p className="text-center text-xs text-gray-600" data-testid="in-cart-count">
        {count} in your cart
      </p>
    </div>
  )
}
