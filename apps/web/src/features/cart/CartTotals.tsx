import type { Cart } from '@store/core'
import { useSettingText } from '../../lib/settings.ts'
import { TotalsList } from '../../components/TotalsList.tsx'

/** The cart's totals breakdown, every figure as the server computed it; the order pages show theirs the same way (TotalsList). */
export function CartTotals({ cart }: { cart: Cart }) {
  // A digital store delivers nothing (spec §1), and a pickup cart (decision 0026) has no delivery to show.
  const digital = useSettingText('store_type') === 'digital'
  const figures = {
    items: cart.total_original_price,
    productDiscount: cart.product_price_discount,
    subtotal: cart.subtotal,
    orderDiscount: cart.order_discount_amount,
    couponCode: cart.customer_applied_coupon,
    fees: cart.applied_additional_fees,
    tax: cart.tax_amount,
    delivery: digital || cart.fulfilment === 'pickup' ? null : cart.delivery_charge,
    deliveryDiscount: cart.shipping_discount_amount,
    total: cart.total,
  }
  return (
    <TotalsList
      figures={figures}
      testId="cart-totals"
      totalTestId="cart-total"
      notice={
        // The delivery row already shows the charge; the message matters when delivery is not possible.
        !digital &&
        !cart.is_delivery_available &&
        cart.delivery_message && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {cart.delivery_message}
          </p>
        )
      }
    />
  )
}
