import type { LoginBody } from '@store/core'
import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Password login with an e-mail or phone number. */
export const login = (body: LoginBody) =>
  api('POST /api/login', { body }).then((answer) => {
    useSession.getState().logIn(answer.authToken, answer.user)
    return answer
  })

export const useLogin = () => useAction(login)
