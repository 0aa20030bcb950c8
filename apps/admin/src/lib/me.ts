import { useQuery } from '@tanstack/react-query'
import { api } from './api.ts'
import { useSessionToken } from './session.ts'

/** Who is signed in (GET /api/admin/me); disabled without a token. */
export function useMe() {
  const token = useSessionToken()
  return useQuery({ queryKey: ['me', token], queryFn: () => api('GET /api/admin/me'), enabled: token !== null, staleTime: 60_000 })
}
