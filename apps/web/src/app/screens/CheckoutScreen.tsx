import { useMemo } from 'react'
import type { Branch } from '@store/core'
import { useStore } from '../store.ts'
import { loadBootstrapData } from '../bootstrap.ts'
import CheckoutPage from '../../features/checkout/CheckoutPage.tsx'
import { CheckoutSlotsProvider, type CheckoutSlots } from '../../features/checkout/slots.tsx'
import { LoginForms } from '../../features/accounts/LoginPage.tsx'
import { LoginReturnContext } from '../../features/accounts/useAfterLogin.ts'
import { CartTotals } from '../../features/cart/CartTotals.tsx'
import { keepCart } from '../../features/cart/store-slice.ts'
import { getCart, useFetchCart } from '../../features/cart/api/get-cart.ts'
import { addToCart } from '../../features/cart/api/add-to-cart.ts'
import { notify } from '../../components/toasts.ts'
import { addressesQuery } from '../../features/addresses/api/get-addresses.ts'
import { pincodeQuery } from '../../features/addresses/api/check-pincode.ts'
import { cancelOrder } from '../../features/orders/api/cancel-order.ts'
import { reorder } from '../../features/orders/api/reorder.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** The accounts' login, coming back to the checkout instead of going to /account. */
const inlineLogin = (
  <LoginReturnContext.Provider value="/checkout">
    <LoginForms />
  </LoginReturnContext.Provider>
)

/**
 * Another branch: its settings and layout, and the cart priced there (delivery fee, offers). The
 * server keeps a cart per branch, so a shopper who switches at the checkout to a branch
 * that delivers to them takes their lines along when that branch's cart is empty; a line that branch
 * does not sell is named, the rest go in.
 */
async function selectBranch(branch: Branch): Promise<void> {
  const lines = useStore.getState().cart?.cartItems.filter((line) => line.is_available) ?? []
  useStore.getState().selectBranch(branch, true)
  const [, cart] = await Promise.all([loadBootstrapData(), getCart()])
  if (cart.cartItems.length > 0) return
  for (const line of lines) {
    const { product_id, quantity, selectedAttributes, selectedMultiAttributes } = line
    try {
      await addToCart({ product_id, quantity, selected_attributes: selectedAttributes, selected_multi_attributes: selectedMultiAttributes })
    } catch {
      notify(`${line.name} is not available at ${branch.name}`)
    }
  }
}

async function payInCashInstead(orderId: string): Promise<void> {
  await cancelOrder({ order_id: orderId, reason: 'Paying in cash instead' })
  keepCart(await reorder(orderId))
}

export const handle: ScreenHandle = { name: 'Checkout' }

/**
 * /checkout composed from the features it needs (decision 0013: features meet only in app/). A
 * route module of its own, so none of this loads with the home page (its 130 KB budget).
 */
export default function CheckoutScreen() {
  // The stored cart shows at once; the server's current prices replace it (what the order is placed at).
  useFetchCart()
  const cart = useStore((s) => s.cart)
  const slots = useMemo<CheckoutSlots>(
    () => ({
      cart,
      renderTotals: (c) => <CartTotals cart={c} />,
      login: inlineLogin,
      keepCart,
      refreshCart: getCart,
      addressesQuery,
      pincodeQuery,
      selectBranch,
      payInCashInstead,
    }),
    [cart],
  )
  return (
    <CheckoutSlotsProvider value={slots}>
      <CheckoutPage />
    </CheckoutSlotsProvider>
  )
}
