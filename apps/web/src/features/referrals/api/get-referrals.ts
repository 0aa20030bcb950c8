import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

/** /refer-a-friend: the shopper's code, the offer, what they earned and their friends, a page at a time. */
export const getReferrals = (page: number, signal?: AbortSignal) => api('GET /api/user/referrals', { query: { page } }, { signal })

export const referralsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['referrals'],
    queryFn: ({ pageParam, signal }) => getReferrals(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

export const useReferrals = (enabled: boolean) => useInfiniteQuery({ ...referralsQuery(), enabled })
