import type { ReactNode } from 'react'
import type { Cart } from '@store/core'
import { useFormatMoney } from '../../lib/money.ts'
import { useCheckoutSlots } from './slots.tsx'
import { Part } from './Choice.tsx'

/**
 * What is being ordered, and the server's totals as the cart shows them (the cart's own breakdown,
 * given by app/); `afterTotals` is what the wallet pays and what is left.
 */
export function CartSummary({ cart, afterTotals }: { cart: Cart; afterTotals?: ReactNode }) {
  const { renderTotals } = useCheckoutSlots()
  const money = useFormatMoney()
  const count = cart.cartItems.reduce((n, line) => n + line.quantity, 0)
  return (
    <Part title={`Your order · ${count} ${count === 1 ? 'item' : 'items'}`}>
      <ul className="flex flex-col gap-1 text-sm" data-testid="checkout-lines">
        {cart.cartItems.map((line) => (
          <li key={line.id} className={`flex justify-between gap-3 ${line.is_available ? '' : 'text-gray-400 line-through'}`}>
            <span className="min-w-0">
              <span className="text-gray-600">{line.quantity} × </span>
              {line.name}
              {line.options.length > 0 && (
                <span className="block truncate text-xs text-gray-500">{line.options.map((o) => o.value).join(', ')}</span>
              )}
            </span>
            <span className={`shrink-0 ${line.is_available ? 'price' : ''}`}>
              {line.is_available ? money(line.line_total) : 'Unavailable'}
            </span>
          </li>
        ))}
      </ul>
      {renderTotals(cart)}
      {afterTotals}
    </Part>
  )
}
