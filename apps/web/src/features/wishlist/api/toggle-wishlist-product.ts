import { api } from '../../../lib/api.ts'

/** Adds the product when it is not in the wishlist, removes it when it is; answers where it is now. */
export const toggleWishlistProduct = (productId: number) => api('POST /api/toggle-wishlist-product', { body: { product_id: productId } })
