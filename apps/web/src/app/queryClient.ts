import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api.ts'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network or server error gets one more try.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
      },
    },
  })
}
