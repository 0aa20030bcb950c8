import { useAction } from '../../../lib/useAction.ts'
import type { UpdateDetailsBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/**
 * Changes the name at once; a new e-mail or phone waits for the code sent to it (`pending`),
 * confirmed with user/verify-contact.
 */
export const updateDetails = (body: UpdateDetailsBody) =>
  api('POST /api/user/update-details', { body }).then((answer) => {
    useSession.getState().updateUser(answer.user)
    return answer
  })

export const useUpdateDetails = () => useAction(updateDetails)
