import { useHydrated } from '../../lib/useHydrated.ts'
import { useCartStore } from './store-slice.ts'

/**
 * The number of items in the cart, as a badge on the navigation's cart icon. It appears after the
 * page is hydrated: the server cannot know the shopper's cart, and the first render must match.
 */
export function CartCount() {
  const count = useCartStore((s) => s.cart?.cartDetails.item_count ?? 0)
  const hydrated = useHydrated()
  if (!hydrated || count === 0) return null
  return (
    <>
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-[11px] font-bold text-brand-ink ring-2 ring-brand-ink"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {count === 1 ? '1 item' : `${count} items`}</span>
    </>
  )
}
