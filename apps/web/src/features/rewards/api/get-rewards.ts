import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

export const getRewards = (page: number, signal?: AbortSignal) => api('GET /api/rewards', { query: { page } }, { signal })

/** /account/rewards: totals and coupons on every page, wallet rewards newest first; keyed by the session (`who`). */
export const rewardsQuery = (who: string) =>
  infiniteQueryOptions({
    queryKey: ['rewards', who],
    queryFn: ({ pageParam, signal }) => getRewards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
