import type { CartAddBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { keepCart } from '../store-slice.ts'

export const addToCart = (body: CartAddBody) => api('POST /api/cart/add', { body }).then(keepCart)
