import { Link } from 'react-router'
import type { Cart } from '@store/core'
import { toast } from '../../components/toasts.ts'
import { removeCoupon } from './api/remove-coupon.ts'

/** The cart's coupon row: the applied code with a remove button, or a link to the offers. */
export function AppliedCoupon({ cart }: { cart: Cart }) {
  const remove = async () => {
    try {
      await removeCoupon()
    } catch {
      toast('Could not remove the coupon. Please try again.')
    }
  }
  if (!cart.customer_applied_coupon) {
    return (
      <Link
        to="/cart/discounts"
        className="flex items-center justify-between rounded-xl border border-dashed border-gray-300 px-4 py-3 text-sm font-semibold"
      >
        Apply a coupon<span aria-hidden="true">›</span>
      </Link>
    )
  }
  return (
    <div
      data-testid="applied-coupon"
      className={`flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm ${cart.coupon_applied ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
    >
      <div>
        <p className="font-semibold">{cart.customer_applied_coupon}</p>
        <p>{cart.coupon_message}</p>
      </div>
      <button type="button" onClick={() => void remove()} className="shrink-0 font-semibold underline">
        Remove
      </button>
    </div>
  )
}
