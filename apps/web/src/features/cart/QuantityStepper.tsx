import type { CartLine } from '@store/core'
import { useCartStore } from './store-slice.ts'
import { useCartActions } from './useCartActions.ts'

/**
 * A cart line's − quantity + (spec §4): − below 1 removes the line, + adds one (not while the line is
 * unavailable or sold out). Both wait while a change to the product is in flight, and the group says it is busy.
 * The cart's lines and the product page's bar use it.
 */
export function QuantityStepper({
  line,
  size = 'small',
  inStock = true,
}: {
  line: CartLine
  size?: 'small' | 'large'
  /** false when the product is sold out at the shopper's branch: + waits, − still works. */
  inStock?: boolean
}) {
  const busy = useCartStore((s) => s.is_cart_updating_product === line.product_id)
  const { update, remove } = useCartActions()
  const decrement = () =>
    line.quantity - 1 < 1 ? remove(line.product_id, line.id) : update(line.product_id, { cart_id: line.id, quantity: line.quantity - 1 })
  const increment = () => update(line.product_id, { cart_id: line.id, quantity: line.quantity + 1 })
  // aria-disabled, not disabled: a disabled button loses the keyboard's focus to the page, so a shopper
  // pressing + again would press nothing; the click is ignored instead while it does not apply.
  const canDecrease = !busy
  const canIncrease = !busy && line.is_available && inStock
  const button = `${size === 'large' ? 'h-12 w-12 text-xl' : 'h-8 w-8 text-lg'} aria-disabled:cursor-not-allowed aria-disabled:opacity-40`
  return (
    <div
      role="group"
      aria-label={`Quantity of ${line.name}`}
      aria-busy={busy}
      className={`flex items-center rounded-lg border border-gray-300 ${size === 'large' ? 'justify-between' : ''}`}
    >
      <button
        type="button"
        onClick={() => {
          if (canDecrease) void decrement()
        }}
        aria-disabled={!canDecrease}
        aria-label="Decrease quantity"
        className={button}
      >
        −
      </button>
      <span
        className={`flex items-center justify-center text-center font-semibold ${size === 'large' ? 'min-w-12 text-base' : 'w-8 text-sm'}`}
        data-testid="line-quantity"
      >
        {busy ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-gray-200 border-t-brand" aria-hidden="true" />
        ) : (
          line.quantity
        )}
        {busy && <span className="sr-only">Updating, {line.quantity}</span>}
      </span>
      <button
        type="button"
        onClick={() => {
          if (canIncrease) void increment()
        }}
        aria-disabled={!canIncrease}
        aria-label="Increase quantity"
        className={button}
      >
        +
      </button>
    </div>
  )
}
