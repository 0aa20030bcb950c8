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
import { ACCESS } from './access.ts'
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
    errors: [404],
    body: RateOrderItemBody,
    response: RateOrderItemAnswer,
  },
  'GET /api/get-product-reviews': {
    tags: ['reviews'],
    summary: "A page of a product's published reviews",
    security: ACCESS.public,
    errors: [404],
    querystring: ProductReviewsQuery,
    response: ProductReviews,
  },
  'GET /api/get-product-rating': {
    tags: ['reviews'],
    summary: "A product's average rating and counts",
    security: ACCESS.public,
    errors: [404],
    querystring: ProductIdQuery,
    response: ProductRating,
  },
  'GET /api/get-order-reviews': {
    tags: ['reviews'],
    summary: "The items of the shopper's order with their reviews",
    errors: [404],
    querystring: OrderReviewsQuery,
    response: OrderReviews,
  },
})

const ReviewIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })

/** The owner's reviews (behind the owner token): list them, hide one from the store, show it again. */
export const ownerReviewEndpoints = defineEndpoints({
  'GET /api/admin/reviews': {
    tags: ['admin'],
    summary: 'A page of the reviews, hidden ones included',
    querystring: OwnerReviewsQuery,
    response: OwnerReviewsPage,
  },
  'POST /api/admin/reviews/:id/hide': {
    tags: ['admin'],
    summary: 'Hides a review from the store',
    params: ReviewIdParams,
    response: Type.Object({ review: OwnerReview }),
  },
  'POST /api/admin/reviews/:id/show': {
    tags: ['admin'],
    summary: 'Shows a hidden review again',
    params: ReviewIdParams,
    response: Type.Object({ review: OwnerReview }),
  },
})
