import { useQueryClient } from '@tanstack/react-query'
import type { OrderReviews, RateOrderItemBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useAction } from '../../../lib/useAction.ts'
import { orderReviewsQuery } from './get-order-reviews.ts'

export const rateOrderItem = (body: RateOrderItemBody) => api('POST /api/rate-order-item', { body }).then((r) => r.review)

/**
 * Rates (or re-rates) an order item. The answer replaces that item's review on the order's screen, and
 * the product's reviews and rating are read afresh the next time they show.
 */
export function useRateOrderItem() {
  const queryClient = useQueryClient()
  return useAction(rateOrderItem, {
    onSuccess: (review, body) => {
      queryClient.setQueryData<OrderReviews>(
        orderReviewsQuery(body.order_id).queryKey,
        (screen) =>
          screen && { ...screen, items: screen.items.map((i) => (i.order_item_id === review.order_item_id ? { ...i, review } : i)) },
      )
      void queryClient.invalidateQueries({ queryKey: ['product-reviews', review.product_id] })
      void queryClient.invalidateQueries({ queryKey: ['product-rating', review.product_id] })
    },
  })
}
