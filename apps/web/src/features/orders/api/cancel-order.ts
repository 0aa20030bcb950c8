import { useQueryClient } from '@tanstack/react-query'
import type { CancelOrderBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useAction } from '../../../lib/useAction.ts'
import { keepOrder } from './get-single-order.ts'

export const cancelOrder = (body: CancelOrderBody) => api('POST /api/cancel-order', { body }).then((r) => r.order)

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useAction(cancelOrder, { onSuccess: (order) => keepOrder(queryClient, order) })
}
