import { useAction } from '../../../lib/useAction.ts'
import type { VerifyContactBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Confirms the new e-mail or phone given to update-details with the code sent to it. */
export const verifyContact = (body: VerifyContactBody) =>
  api('POST /api/user/verify-contact', { body }).then(({ user }) => {
    useSession.getState().updateUser(user)
    return user
  })

export const useVerifyContact = () => useAction(verifyContact)
