import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

/** Reviews' owner calls (contracts in core's contracts/reviews.ts): newest first, hide and show. */
export const reviewList = (hidden: boolean | undefined, page: number) =>
  queryOptions({
    queryKey: ['reviews', hidden, page],
    queryFn: () => api('GET /api/admin/reviews', { query: { hidden, page } }),
    placeholderData: keepPreviousData,
  })
export const setHidden = (id: number, hidden: boolean) =>
  hidden ? api('POST /api/admin/reviews/:id/hide', { params: { id } }) : api('POST /api/admin/reviews/:id/show', { params: { id } })
