import type { Cart } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useAction } from '../../../lib/useAction.ts'

export const reorder = (orderId: string) => api('POST /api/reorder', { body: { order_id: orderId } })

/** The answer is the shopper's cart; `keepCart` (the cart's, given by app/) stores it. */
export const useReorder = (keepCart: (cart: Cart) => void) => useAction(reorder, { onSuccess: keepCart })
