import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useSessionToken } from '../../lib/session.ts'

export const meQuery = ['me'] as const

/** Who is signed in (GET /api/admin/me); disabled without a token. */
export function useMe() {
  const token = useSessionToken()
  return useQuery({ queryKey: [...meQuery, token], queryFn: () => api('GET /api/admin/me'), enabled: token !== null, staleTime: 60_000 })
}

export const signIn = (email: string, password: string) => api('POST /api/admin/sign-in', { body: { email, password } })
export const checkSetupLink = (token: string) => api('POST /api/admin/setup/check', { body: { token } })
export const completeSetup = (body: { token: string; name?: string; email?: string; password: string }) =>
  api('POST /api/admin/setup', { body })
export const signOut = () => api('POST /api/admin/sign-out')
export const signOutEverywhere = () => api('POST /api/admin/sign-out-everywhere')
