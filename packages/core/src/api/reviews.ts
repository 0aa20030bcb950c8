import { Type, type Static } from 'typebox'
import { BranchQuery, Image } from './common.ts'
import { OrderId } from './orders.ts'
import { REVIEW_EDIT_DAYS, REVIEW_MAX_LENGTH, REVIEWS_PER_PAGE } from '../constants.ts'

export { REVIEW_EDIT_DAYS, REVIEW_MAX_LENGTH, REVIEWS_PER_PAGE }

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/**
 * A star rating. An enum, not an integer with bounds: an integer schema lets the server's type
 * coercion turn "4" into 4, and anything but the numbers 1 to 5 must be refused (decision 0022).
 */
export const Rating = Type.Unsafe<1 | 2 | 3 | 4 | 5>({ enum: [1, 2, 3, 4, 5], description: 'Whole stars, 1 to 5' })
export type Rating = Static<typeof Rating>

/** POST rate-order-item: the first call for an order item writes its review, a later one (within 30 days) changes it. */
export const RateOrderItemBody = Type.Object(
  {
    order_id: OrderId,
    order_item_id: Id,
    rating: Rating,
    /** Trimmed; at most REVIEW_MAX_LENGTH characters after trimming. Empty or missing: a rating without text. */
    review: Type.Optional(Type.Union([Type.String({ maxLength: 4 * REVIEW_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
)
export type RateOrderItemBody = Static<typeof RateOrderItemBody>

/** How a review shows to everyone: the reviewer's first name and an initial, never more. */
export const PublicReview = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer(),
  review: Type.Union([Type.String(), Type.Null()]),
  /** "Priya S." */
  name: Type.String(),
  created_at: Type.String(),
  /** Every review comes from a delivered order (only those can be rated). */
  verified: Type.Literal(true),
})
export type PublicReview = Static<typeof PublicReview>

/** The shopper's own review, as they see it on the order's reviews screen. */
export const MyReview = Type.Object({
  ...PublicReview.properties,
  order_item_id: Type.Integer(),
  product_id: Type.Integer(),
  updated_at: Type.String(),
  /** Until when it can still be changed (created_at + REVIEW_EDIT_DAYS). */
  editable_until: Type.String(),
  can_edit: Type.Boolean(),
  /** The store hid it: it is not on the product page and does not count in the averages. */
  hidden: Type.Boolean(),
})
export type MyReview = Static<typeof MyReview>

export const RateOrderItemAnswer = Type.Object({ review: MyReview })
export type RateOrderItemAnswer = Static<typeof RateOrderItemAnswer>

/** `{5: n, 4: n, 3: n, 2: n, 1: n}`: how many visible ratings gave each number of stars. */
export const GroupedRatings = Type.Object({
  5: Type.Integer(),
  4: Type.Integer(),
  3: Type.Integer(),
  2: Type.Integer(),
  1: Type.Integer(),
})
export type GroupedRatings = Static<typeof GroupedRatings>

/** A product's rating at a glance: the product page's summary and its JSON-LD aggregateRating. */
export const ProductRating = Type.Object({
  product_id: Type.Integer(),
  /** Visible ratings, with or without text. */
  rating_count: Type.Integer(),
  /** Visible ratings that have text. */
  review_count: Type.Integer(),
  /** Mean of the visible ratings, to one decimal; 0 when there are none. */
  average_rating: Type.Number(),
})
export type ProductRating = Static<typeof ProductRating>

/** Every storefront call carries branch_id (spec §7); reviews do not depend on it. */
const branch_id = BranchQuery.properties.branch_id

export const ProductIdQuery = Type.Object({ branch_id, product_id: Id }, { additionalProperties: false })

export const ProductReviewsQuery = Type.Object(
  { branch_id, product_id: Id, page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })) },
  { additionalProperties: false },
)

/** spec §3 reviews state: the breakdown and one page of reviews, newest first. */
export const ProductReviews = Type.Object({
  /** The product the reviews are of, so the screen can name it and link to it. */
  product: Type.Object({ name: Type.String(), slug: Type.String() }),
  rating_count: Type.Integer(),
  review_count: Type.Integer(),
  average_rating: Type.Number(),
  grouped_ratings: GroupedRatings,
  reviews: Type.Array(PublicReview),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
})
export type ProductReviews = Static<typeof ProductReviews>

/** A line of a shopper's order with their review of it, if any. */
export const OrderReviewItem = Type.Object({
  order_item_id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.Union([Image, Type.Null()]),
  /** "Size: Large, Crust: Thin", as the order showed it. */
  options: Type.String(),
  review: Type.Union([MyReview, Type.Null()]),
})
export type OrderReviewItem = Static<typeof OrderReviewItem>

/** What /account/my-orders/reviews/{order_id} shows: the order's items and whether they can be rated yet. */
export const OrderReviews = Type.Object({
  order_id: Type.String(),
  number: Type.Integer(),
  status: Type.String(),
  /** Delivered or picked up: only then can items be rated. */
  can_rate: Type.Boolean(),
  items: Type.Array(OrderReviewItem),
})
export type OrderReviews = Static<typeof OrderReviews>

export const OrderReviewsQuery = Type.Object({ branch_id, order_id: OrderId }, { additionalProperties: false })

/** A review as the owner sees it, hidden ones included. */
export const OwnerReview = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  /** The product's name today, so the owner knows what the review is about. */
  product_name: Type.String(),
  user_id: Type.Integer(),
  order_item_id: Type.Integer(),
  rating: Type.Integer(),
  review: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  hidden: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
})
export type OwnerReview = Static<typeof OwnerReview>

export const OwnerReviewsQuery = Type.Object(
  {
    product_id: Type.Optional(Id),
    hidden: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  },
  { additionalProperties: false },
)
export type OwnerReviewsQuery = Static<typeof OwnerReviewsQuery>

export const OwnerReviewsPage = Type.Object({
  items: Type.Array(OwnerReview),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
})
export type OwnerReviewsPage = Static<typeof OwnerReviewsPage>
