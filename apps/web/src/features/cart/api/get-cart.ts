import { useEffect } from 'react'
import type { Fulfilment } from '@store/core'
import { api } from '../../../lib/api.ts'
import { notify } from '../../../components/toasts.ts'
import { keepCart } from '../store-slice.ts'

/** Priced for delivery unless told otherwise; the checkout asks for the fulfilment chosen. */
export const getCart = (fulfilment?: Fulfilment) => api('GET /api/get-cart', { query: { fulfilment } }).then(keepCart)

/**
 * The stored cart shows at once and the server's current prices replace it (spec §7: fetched when
 * home or the cart loads); spec §8: a failure shows "Cart Fetch Error".
 */
export function useFetchCart(): void {
  useEffect(() => {
    getCart().catch(() => notify('Cart Fetch Error'))
  }, [])
}
