import { api } from '../../../lib/api.ts'
import { keepCart } from '../store-slice.ts'

export const applyCoupon = (code: string) => api('POST /api/cart/apply-coupon', { body: { code } }).then(keepCart)
