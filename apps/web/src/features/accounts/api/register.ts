import type { RegisterBody } from '@store/core'
import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Creates the account and logs in; the guest's cart becomes the account's (app/ refetches it). */
export const register = (body: RegisterBody) =>
  api('POST /api/register', { body }).then((answer) => {
    useSession.getState().logIn(answer.authToken, answer.user)
    return answer
  })

export const useRegister = () => useAction(register)
