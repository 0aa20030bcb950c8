import type { Generated } from 'kysely'

/** Product reviews and the ratings kept from them (decision 0022). */
export interface ReviewTables {
  /** One review per order item of a delivered order (decision 0022). */
  reviews: {
    id: Generated<number>
    product_id: number
    user_id: number
    /** orders.id and order_lines.id (internal ids, never shown). */
    order_id: number
    order_item_id: number
    rating: number
    review: string | null
    /** "Priya S." as the shopper's name was when they wrote or last changed the review. */
    name: string
    hidden: Generated<number>
    created_at: string
    updated_at: string
  }
  /** Each product's visible ratings by stars, kept by relative updates in the review's transaction (decision 0022). */
  product_ratings: {
    product_id: number
    count_1: Generated<number>
    count_2: Generated<number>
    count_3: Generated<number>
    count_4: Generated<number>
    count_5: Generated<number>
    rating_sum: Generated<number>
    review_count: Generated<number>
  }
}
