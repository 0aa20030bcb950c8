import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** The account's current details; the stored copy in the session is refreshed with them. */
export const getUserDetails = (signal?: AbortSignal) =>
  api('GET /api/user/details', undefined, { signal }).then(({ user }) => {
    useSession.getState().updateUser(user)
    return user
  })

export const userDetailsQuery = () =>
  queryOptions({ queryKey: ['user', 'details'], queryFn: ({ signal }) => getUserDetails(signal), staleTime: 0 })

/** Keeps the session's details fresh while an account screen is open. */
export const useUserDetails = (enabled: boolean) => useQuery({ ...userDetailsQuery(), enabled })
