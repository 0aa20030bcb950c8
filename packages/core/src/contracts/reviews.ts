import { Type } from 'typebox'
import {
  OrderReviews,
  OrderReviewsQuery,
  OwnerReview,
  OwnerReviewsPage,
  OwnerReviewsQuery,
  ProductIdQuery,
  ProductRating,
  ProductReviews,
  ProductReviewsQuery,
  RateOrderItemAnswer,
  RateOrderItemBody,
} from '../api/reviews.ts'
import { defineEndpoints } from './define.ts'

/**
 * Reviews (decision 0022). The product's reviews and rating are public reads answered from
 * the versioned response cache; rating and the order's reviews need the logged-in shopper whose
 * delivered order it is (another shopper's order or item is a 404).
 */
export const reviewEndpoints = defineEndpoints({
  'POST /api/rate-order-item': {
    tags: ['reviews'],
    summary: "Rates an item of the shopper's delivered order; again within 30 days changes the rating",
    body: RateOrderItemBody,
    response: RateOrderItemAnswer,
  },
  'GET /api/get-product-reviews': { tags: ['reviews'], querystring: ProductReviewsQuery, response: ProductReviews },
  'GET /api/get-product-rating': {
    tags: ['reviews'],
    summary: "The product's average and counts, for the product page's summary",
    querystring: ProductIdQuery,
    response: ProductRating,
  },
  'GET /api/get-order-reviews': {
    tags: ['reviews'],
    summary: "The items of the shopper's order with their reviews, for /account/my-orders/reviews/{order_id}",
    querystring: OrderReviewsQuery,
    response: OrderReviews,
  },
})

const ReviewIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })

/** The owner's reviews (behind the owner token): list them, hide one from the store, show it again. */
export const ownerReviewEndpoints = defineEndpoints({
  'GET /api/admin/reviews': { tags: ['admin'], querystring: OwnerReviewsQuery, response: OwnerReviewsPage },
  'POST /api/admin/reviews/:id/hide': { tags: ['admin'], params: ReviewIdParams, response: Type.Object({ review: OwnerReview }) },
  'POST /api/admin/reviews/:id/show': { tags: ['admin'], params: ReviewIdParams, response: Type.Object({ review: OwnerReview }) },
})
