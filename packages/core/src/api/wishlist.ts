import { Type, type Static } from 'typebox'
import { ProductCard } from './catalogue.ts'
import { PageInfo } from './common.ts'

/** A shopper's wishlist holds at most this many products (decision 0019). */
export const MAX_WISHLIST_PRODUCTS = 500

/**
 * A product in the wishlist: its card, and whether the shopper's branch still sells it. A product that
 * is inactive, deleted or unavailable at the branch stays in the list as unavailable, shown
 * with what it was when it was added.
 */
export const WishlistProduct = Type.Object({ ...ProductCard.properties, is_available: Type.Boolean() })
export type WishlistProduct = Static<typeof WishlistProduct>

/** Newest first. */
export const WishlistPage = Type.Object({ products: Type.Array(WishlistProduct), ...PageInfo })
export type WishlistPage = Static<typeof WishlistPage>

export const WishlistToggleBody = Type.Object(
  { product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)
export type WishlistToggleBody = Static<typeof WishlistToggleBody>

/** Where the product is after the toggle, and how many products the wishlist holds. */
export const WishlistToggle = Type.Object({ in_wishlist: Type.Boolean(), count: Type.Integer() })
export type WishlistToggle = Static<typeof WishlistToggle>

/** The ids of every product in the shopper's wishlist, for the hearts on cards (decision 0019). */
export const WishlistIds = Type.Object({ product_ids: Type.Array(Type.Integer()) })
export type WishlistIds = Static<typeof WishlistIds>
