import type { CartUpdateBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { keepCart } from '../store-slice.ts'

export const updateCartLine = (body: CartUpdateBody) => api('PUT /api/cart/update', { body }).then(keepCart)
