import { BranchQuery, PageQuery } from '../api/common.ts'
import { WishlistIds, WishlistPage, WishlistToggle, WishlistToggleBody } from '../api/wishlist.ts'
import { defineEndpoints } from './define.ts'

/**
 * Wishlist; every call needs a logged-in shopper and answers only about their own list.
 * The hearts read `wishlist/ids`, so catalogue answers stay the same for everyone (decision 0019).
 */
export const wishlistEndpoints = defineEndpoints({
  'GET /api/get-wishlist': {
    tags: ['wishlist'],
    summary: "A page of the shopper's wishlist",
    querystring: PageQuery,
    response: WishlistPage,
  },
  'POST /api/toggle-wishlist-product': {
    tags: ['wishlist'],
    summary: 'Adds a product to the wishlist, or removes it',
    errors: [404],
    querystring: BranchQuery,
    body: WishlistToggleBody,
    response: WishlistToggle,
  },
  'GET /api/wishlist/ids': {
    tags: ['wishlist'],
    summary: "The ids of the wishlist's products",
    querystring: BranchQuery,
    response: WishlistIds,
  },
})
