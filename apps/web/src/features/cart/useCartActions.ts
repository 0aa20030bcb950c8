import { useCallback } from 'react'
import type { CartAddBody, CartUpdateBody } from '@store/core'
import { useCartStore } from './store-slice.ts'
import { ApiError } from '../../lib/api.ts'
import { toast } from '../../components/toasts.ts'
import { addToCart } from './api/add-to-cart.ts'
import { updateCartLine } from './api/update-cart-line.ts'
import { removeCartLine } from './api/remove-cart-line.ts'

/**
 * Cart changes with the busy flags and error texts of spec §4 and §8: a 422 on add or update shows the
 * server's message; a failed remove shows "Error remove item from cart". Returns whether it worked.
 */
export function useCartActions() {
  const setUpdating = useCartStore((s) => s.setCartUpdating)

  const run = useCallback(
    async (productId: number, call: () => Promise<unknown>): Promise<boolean> => {
      setUpdating(productId)
      try {
        await call()
        return true
      } catch (error) {
        toast(
          error instanceof ApiError && (error.status === 422 || error.status === 0)
            ? error.message
            : 'Something went wrong. Please try again.',
        )
        return false
      } finally {
        setUpdating(null)
      }
    },
    [setUpdating],
  )

  const add = useCallback((body: CartAddBody) => run(body.product_id, () => addToCart(body)), [run])
  const update = useCallback((productId: number, body: CartUpdateBody) => run(productId, () => updateCartLine(body)), [run])
  const remove = useCallback(
    async (productId: number, lineId: number): Promise<boolean> => {
      setUpdating(productId)
      try {
        await removeCartLine(lineId)
        return true
      } catch (error) {
        toast(error instanceof ApiError && error.status === 0 ? error.message : 'Error remove item from cart')
        return false
      } finally {
        setUpdating(null)
      }
    },
    [setUpdating],
  )

  return { add, update, remove }
}
