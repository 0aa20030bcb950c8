import { createContext, useContext, type ReactNode } from 'react'
import type { UseQueryOptions } from '@tanstack/react-query'
import type { Address, Branch, Cart, Fulfilment, PincodeCheck } from '@store/core'

/**
 * What the checkout needs from other features, given by app/ (features do not import each other,
 * decision 0013): the cart and its totals breakdown, the accounts' login (password or code) that comes
 * back here, the saved addresses and the pincode check, and choosing another branch (which reloads
 * that branch's data and reprices the cart).
 */
export interface CheckoutSlots {
  cart: Cart | null
  renderTotals(cart: Cart): ReactNode
  login: ReactNode
  /** spec §4: every cart answer replaces the stored cart (a 409 from place-order carries the new one). */
  keepCart(cart: Cart): void
  /** Reads the cart again (after an order the server has emptied it), priced for this fulfilment (delivery if not given). */
  refreshCart(fulfilment?: Fulfilment): Promise<unknown>
  addressesQuery(): UseQueryOptions<Address[], Error, Address[], string[]>
  pincodeQuery(pincode: string): UseQueryOptions<PincodeCheck, Error, PincodeCheck, string[]>
  selectBranch(branch: Branch): Promise<unknown>
  /**
   * An online order whose payment failed or was left, paid in cash instead: the order is cancelled
   * (giving back its stock, coupon and wallet) and its lines go back in the cart, for a new order.
   */
  payInCashInstead(orderId: string): Promise<unknown>
}

const CheckoutSlotsContext = createContext<CheckoutSlots | null>(null)

export const CheckoutSlotsProvider = CheckoutSlotsContext.Provider

export function useCheckoutSlots(): CheckoutSlots {
  const slots = useContext(CheckoutSlotsContext)
  if (!slots) throw new Error('The checkout is rendered without its slots (app/order-screens.tsx gives them)')
  return slots
}
