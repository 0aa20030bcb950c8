import { api } from '../../../lib/api.ts'
import { keepCart } from '../store-slice.ts'

export const removeCartLine = (lineId: number) => api('DELETE /api/cart/remove/:id', { params: { id: lineId } }).then(keepCart)
