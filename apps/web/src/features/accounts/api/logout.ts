import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Revokes this token on the server. A token it no longer knows answers 401, which logs out too (spec §8). */
export const logout = () => api('POST /api/logout')

/**
 * Log out: the screen is told first (`leave`), before any render sees the reset, then the session is
 * reset (spec §4). A failure is left to the screen to show; nothing is reset.
 */
export const useLogout = (leave: () => void) =>
  useAction(logout, {
    onSuccess: () => {
      leave()
      useSession.getState().logout()
    },
  })
