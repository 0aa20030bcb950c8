import { api } from '../../../lib/api.ts'

/** The ids of every product in the shopper's wishlist, for the hearts (decision 0019). */
export const getWishlistIds = () => api('GET /api/wishlist/ids').then((r) => r.product_ids)
