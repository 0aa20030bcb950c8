import { Link } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useSession } from '../../lib/session.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { FormMessage, ScreenTitle } from '../../components/Field.tsx'
import { useCheckoutOptions } from './api/get-checkout-options.ts'
import { useCheckoutSlots } from './slots.tsx'
import { CheckoutForm } from './CheckoutForm.tsx'

function CheckoutSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading the checkout</span>
      <div className="h-12 animate-pulse rounded-xl bg-gray-100" />
      <div className="h-20 animate-pulse rounded-xl bg-gray-100" />
      <div className="h-20 animate-pulse rounded-xl bg-gray-100" />
      <div className="h-32 animate-pulse rounded-xl bg-gray-100" />
    </div>
  )
}

/**
 * A store without a branch has nowhere to make or send an order from (place-order refuses it): the
 * shopper hears so at once, in spec §1's words for a store not taking orders, before any login or form.
 * Their cart stays, and becomes the first branch's when the owner adds one (decision 0097).
 */
function NotTakingOrders() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-gray-700">Sorry, we are currently not accepting orders right now. We will be back shortly.</p>
      <p className="text-sm text-gray-600">Your cart is kept for when we are.</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
        Continue shopping
      </Link>
    </div>
  )
}

/**
 * /checkout (spec §2). Orders need a logged-in shopper: a guest logs in here, with a
 * password or a code, and stays on the checkout. Then delivery or pickup, the address, the branch,
 * the payment, notes and the server's totals.
 */
export default function CheckoutPage() {
  useHead()
  const hydrated = useHydrated()
  const loggedIn = useSession((s) => s.user !== null)
  const noBranch = useSession((s) => s.branches.length === 0)
  const { cart, login } = useCheckoutSlots()
  const options = useCheckoutOptions(hydrated && loggedIn && !noBranch)
  let body
  if (!hydrated) body = <CheckoutSkeleton />
  else if (noBranch) body = <NotTakingOrders />
  else if (!loggedIn) {
    body = (
      <>
        <p className="rounded-xl bg-brand-5 px-4 py-3 text-sm">Log in to place your order. Your cart comes with you.</p>
        {login}
      </>
    )
  } else if (!cart || cart.cartItems.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-gray-600">Your cart is empty. Add something and come back to check out.</p>
        <Link to="/" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
          Continue shopping
        </Link>
      </div>
    )
  } else if (options.isPending) body = <CheckoutSkeleton />
  else if (options.isError) body = <FormMessage>Could not load the checkout. {options.error.message}</FormMessage>
  else body = <CheckoutForm cart={cart} options={options.data} />
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle title="Checkout" />
      {body}
    </section>
  )
}
