import { useEffect, useState } from 'react'
import type { Cart, Fulfilment } from '@store/core'
import { notify } from '../../components/toasts.ts'

/**
 * The checkout shows, and sends as expected_total, the totals of the fulfilment chosen: a pickup order
 * has no delivery charge (decision 0026). Every other cart call prices for delivery, so when
 * the stored cart was priced for the other one it is asked for again; true while it is. If that read
 * fails the order can still be placed: the server then answers 409 with the cart priced for it.
 */
export function useCartPricedFor(cart: Cart, fulfilment: Fulfilment, refresh: (fulfilment: Fulfilment) => Promise<unknown>): boolean {
  const [failed, setFailed] = useState<Fulfilment | null>(null)
  const stale = cart.fulfilment !== fulfilment
  useEffect(() => {
    if (!stale) return
    let live = true
    refresh(fulfilment).catch(() => {
      notify('Cart Fetch Error') // spec §8
      if (live) setFailed(fulfilment)
    })
    return () => {
      live = false
    }
  }, [stale, fulfilment, refresh])
  return stale && failed !== fulfilment
}
