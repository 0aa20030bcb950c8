import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { Cart } from '@store/core'

/**
 * What the order screens need from other features, given by app/ (features do not import each
 * other): re-order answers with the cart, which the cart feature stores (spec §4: every cart answer
 * replaces the stored cart).
 */
export interface OrdersSlots {
  keepCart(cart: Cart): void
  /** The order's files on the order-placed page; absent where it is not shown. */
  downloads?(orderId: string): ReactNode
  /** The opt-in to order notifications on this device (decision 0062); absent where it is not shown. */
  orderNews?(): ReactNode
}

const OrdersSlotsContext = createContext<OrdersSlots | null>(null)

export const OrdersSlotsProvider = OrdersSlotsContext.Provider

export function useOrdersSlots(): OrdersSlots {
  const slots = useContext(OrdersSlotsContext)
  if (!slots) throw new Error('The order screens are rendered without their slots (app/order-screens.tsx gives them)')
  return slots
}
