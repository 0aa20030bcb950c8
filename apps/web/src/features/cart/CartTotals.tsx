import type { Cart } from '@store/core'
import { useFormatMoney } from '../../lib/money.ts'
import { useSession } from '../../lib/session.ts'

/** The totals breakdown, every figure as the server computed it. */
export function CartTotals({ cart }: { cart: Cart }) {
  const money = useFormatMoney()
  // Settings say whether shelf prices include tax: then tax is a note, otherwise a line of its own.
  const included = useSession((s) => s.siteSettings?.prices_include_tax !== false)
  const rows: [string, number, boolean][] = [
    ['Items', cart.total_original_price, cart.product_price_discount > 0],
    ['Product discount', -cart.product_price_discount, cart.product_price_discount > 0],
    ['Subtotal', cart.subtotal, true],
    ['Order discount', -cart.order_discount_amount, cart.order_discount_amount > 0],
    ...cart.applied_additional_fees.map((f): [string, number, boolean] => [f.name, f.amount, true]),
    ['Tax', cart.tax_amount, cart.tax_amount > 0 && !included],
    // A pickup cart (priced for the checkout's pickup, decision 0026) has no delivery to show.
    ['Delivery', cart.delivery_charge, cart.fulfilment !== 'pickup'],
    ['Delivery discount', -cart.shipping_discount_amount, cart.shipping_discount_amount > 0],
  ]
  return (
    <dl data-testid="cart-totals" className="flex flex-col gap-1.5 rounded-xl bg-gray-50 p-4 text-sm">
      {rows
        .filter(([, , show]) => show)
        .map(([label, amount]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-gray-600">{label}</dt>
            <dd>{amount < 0 ? `−${money(-amount)}` : label === 'Delivery' && amount === 0 ? 'Free' : money(amount)}</dd>
          </div>
        ))}
      {/* The delivery row already shows the charge; the message matters when delivery is not possible. */}
      {!cart.is_delivery_available && cart.delivery_message && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {cart.delivery_message}
        </p>
      )}
      {cart.tax_amount > 0 && included && (
        <p className="text-xs text-gray-500" data-testid="tax-note">
          Prices include tax of {money(cart.tax_amount)}
        </p>
      )}
      <div className="mt-1 flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd data-testid="cart-total">{money(cart.total)}</dd>
      </div>
    </dl>
  )
}
