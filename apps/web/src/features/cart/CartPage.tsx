import { Link } from 'react-router'
import type { CartLine } from '@store/core'
import { useCartStore } from './store-slice.ts'
import { useHead } from '../../lib/head.ts'
import { Picture } from '../../components/Picture.tsx'
import { useFormatMoney } from '../../lib/money.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import { CartTotals } from './CartTotals.tsx'
import { StickyBar } from '../../components/StickyBar.tsx'
import { AppliedCoupon } from './AppliedCoupon.tsx'
import { RecommendedProducts } from './RecommendedProducts.tsx'
import { useFetchCart } from './api/get-cart.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

function Line({ line }: { line: CartLine }) {
  const money = useFormatMoney()
  const busy = useCartStore((s) => s.is_cart_updating_product === line.product_id)
  // A line left out of the total says why: sold out at this branch, or no longer sold (the server's adjustment).
  const soldOut = useCartStore((s) => s.cart?.adjusted_cart_items.some((a) => a.id === line.id && a.reason === 'sold_out') ?? false)
  return (
    <li
      data-testid="cart-line"
      aria-busy={busy}
      className={`flex gap-3 py-3 ${busy ? 'opacity-60' : ''} ${line.is_available ? '' : 'grayscale'}`}
    >
      <Link to={`/product/${line.slug}`} className="w-20 shrink-0 overflow-hidden rounded-lg">
        <Picture image={line.image} sizes="80px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium leading-snug">{line.name}</p>
        {line.options.length > 0 && (
          <p className="text-xs text-gray-600">
            {line.options.map((o) => `${o.value}${o.price > 0 ? ` (+${money(o.price)})` : ''}`).join(', ')}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2">
          <QuantityStepper line={line} />
          <span className={`font-semibold ${line.is_available ? 'price' : ''}`}>
            {line.is_available ? money(line.line_total) : soldOut ? 'Sold out' : 'Unavailable'}
          </span>
        </div>
      </div>
    </li>
  )
}

export const handle: ScreenHandle = { name: 'Your cart' }

export default function CartPage() {
  useHead()
  // The stored cart shows at once; the server's current prices replace it.
  useFetchCart()
  const cart = useCartStore((s) => s.cart)
  const lines = cart?.cartItems ?? []
  if (lines.length === 0) {
    return (
      <section className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <h1 className="text-xl font-semibold">Your cart is empty</h1>
        <p className="text-gray-600">Add something tasty and it will show up here.</p>
        <Link to="/" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
          Continue shopping
        </Link>
      </section>
    )
  }
  return (
    <section className="flex flex-col gap-4 px-4 pt-4">
      <h1 className="text-xl font-bold">Your cart</h1>
      {cart!.adjusted_cart_items.length > 0 && (
        <ul role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {cart!.adjusted_cart_items.map((a) => (
            <li key={a.id}>{a.message}</li>
          ))}
        </ul>
      )}
      <ul className="divide-y divide-gray-100">
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
      {cart!.discount_eligibility_message && (
        <p role="status" className="rounded-xl bg-brand-5 px-4 py-3 text-sm">
          {cart!.discount_eligibility_message}
        </p>
      )}
      <AppliedCoupon cart={cart!} />
      <CartTotals cart={cart!} />
      <RecommendedProducts />
      <StickyBar>
        <Link to="/checkout" className="block rounded-xl bg-brand px-4 py-3 text-center font-semibold text-on-brand">
          Checkout
        </Link>
      </StickyBar>
    </section>
  )
}
