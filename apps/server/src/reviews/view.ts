import type { GroupedRatings, MyReview, OwnerReview, ProductRating, PublicReview } from '@store/core'
import type { PublicReviewRow, RatingsRow, ReviewRow } from './repository.ts'
import type { OwnerReviewRow } from './owner.repository.ts'
import { averageOf, editableUntil } from './rules.ts'

/** How a review reads for everyone: the name is already "Priya S.", nothing else about the shopper goes out. */
export function toPublic(row: PublicReviewRow): PublicReview {
  return { id: row.id, rating: row.rating, review: row.review, name: row.name, created_at: row.created_at, verified: true }
}

export function toMine(row: ReviewRow, now: Date): MyReview {
  const until = editableUntil(row.created_at)
  return {
    ...toPublic(row),
    order_item_id: row.order_item_id,
    product_id: row.product_id,
    updated_at: row.updated_at,
    editable_until: until.toISOString(),
    can_edit: now < until,
    hidden: row.hidden === 1,
  }
}

export function toOwner(row: OwnerReviewRow): OwnerReview {
  return {
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    user_id: row.user_id,
    order_item_id: row.order_item_id,
    rating: row.rating,
    review: row.review,
    name: row.name,
    hidden: row.hidden === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

const NO_RATINGS = { count_1: 0, count_2: 0, count_3: 0, count_4: 0, count_5: 0, rating_sum: 0, review_count: 0 }

/** A product's breakdown (a product nobody rated has no row yet: all zeros). */
export function toBreakdown(productId: number, row: RatingsRow | undefined): ProductRating & { grouped_ratings: GroupedRatings } {
  const r = row ?? { product_id: productId, ...NO_RATINGS }
  const rating_count = r.count_1 + r.count_2 + r.count_3 + r.count_4 + r.count_5
  return {
    product_id: productId,
    rating_count,
    review_count: r.review_count,
    average_rating: averageOf(r.rating_sum, rating_count),
    grouped_ratings: { 5: r.count_5, 4: r.count_4, 3: r.count_3, 2: r.count_2, 1: r.count_1 },
  }
}
