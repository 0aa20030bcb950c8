import { api } from '../../../lib/api.ts'
import { keepCart } from '../store-slice.ts'

export const removeCoupon = () => api('DELETE /api/cart/remove-coupon').then(keepCart)
