import type { LoginBody } from '@store/core'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** issue 9: password login with an e-mail or phone number. */
export const login = (body: LoginBody) =>
  api('POST /api/login', { body }).then((answer) => {
    useSession.getState().logIn(answer.authToken, answer.user)
    return answer
  })

export const useLogin = () => useMutation({ mutationFn: login })
