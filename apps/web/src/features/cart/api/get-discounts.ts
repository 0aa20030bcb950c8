import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'

export const getDiscounts = (signal?: AbortSignal) => api('GET /api/get-discounts', {}, { signal }).then((r) => r.discounts)

export const discountsQuery = () =>
  queryOptions({ queryKey: ['discounts', selectedBranchId()], queryFn: ({ signal }) => getDiscounts(signal) })

/** The offers a shopper can use now, which apply, and why the others do not (spec §7). */
export const useDiscounts = () => useQuery(discountsQuery())
