import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Revokes this token on the server (issue 9). A token it no longer knows answers 401, which logs out too (spec §8). */
export const logout = () => api('POST /api/logout')

/**
 * Log out: the screen leaves first (`leave`), then the session is reset (spec §4), so an account
 * screen's login guard never sees the guest. A failure is left to the screen to show; nothing is reset.
 */
export const useLogout = (leave: () => void | Promise<void>) =>
  useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await leave() // a router navigation settles asynchronously
      useSession.getState().logout()
    },
  })
