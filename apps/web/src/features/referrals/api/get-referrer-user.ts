import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Who invited the visitor of /r/{code}: a first name and a picture. A 404 means no one has the code. */
export const getReferrerUser = (code: string, signal?: AbortSignal) => api('GET /api/get-referrer-user', { query: { code } }, { signal })

export const referrerQuery = (code: string) =>
  queryOptions({
    queryKey: ['referrer', code.toUpperCase()],
    queryFn: ({ signal }) => getReferrerUser(code, signal),
    staleTime: 10 * 60_000,
  })

export const useReferrerUser = (code: string, enabled: boolean) => useQuery({ ...referrerQuery(code), enabled })
