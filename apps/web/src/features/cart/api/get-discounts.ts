import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'

export const getDiscounts = (signal?: AbortSignal) => api('GET /api/get-discounts', {}, { signal }).then((r) => r.discounts)

/**
 * Read afresh on every visit and never kept once the screen closes: whether an offer applies moves with
 * the cart (its minimum), the shopper's orders (first order only, uses per shopper) and who is logged
 * in, none of which is in the key, so a kept answer would offer what the server then refuses.
 */
export const discountsQuery = () =>
  queryOptions({ queryKey: ['discounts', selectedBranchId()], queryFn: ({ signal }) => getDiscounts(signal), staleTime: 0, gcTime: 0 })

/** The offers a shopper can use now, which apply, and why the others do not (spec §7). */
export const useDiscounts = () => useQuery(discountsQuery())
