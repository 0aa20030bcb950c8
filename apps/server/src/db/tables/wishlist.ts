import type { Generated } from 'kysely'

/** Shoppers' wishlists (decision 0019). */
export interface WishlistTables {
  /** One row per shopper and product, with a copy of the card for when the product is gone (decision 0019). */
  wishlist_items: {
    id: Generated<number>
    user_id: number
    product_id: number
    name: string
    slug: string
    image: string | null // JSON Image
    price: number
    created_at: string
  }
}
