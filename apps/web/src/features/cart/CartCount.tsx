import { useHydrated } from '../../lib/useHydrated.ts'
import { useCartStore } from './store-slice.ts'

/**
 * The number of items in the cart, as a badge on the navigation's cart icon. It appears after the
 * page is hydrated: the server cannot know the shopper's cart, and the first render must match. It sits
 * on the icon's corner, leaving the icon readable.
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
        className="absolute -right-2.5 -top-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-white px-1 text-[10px] leading-none font-bold text-brand-ink ring-2 ring-brand-ink"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {count === 1 ? '1 item' : `${count} items`}</span>
    </>
  )
}
