import { useAction } from '../../../lib/useAction.ts'
import type { LoginOtpBody } from '@store/core'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** Logs in with the code; a correct code for a contact with no account creates one (the account page asks its name). */
export const loginOtp = (body: LoginOtpBody) =>
  api('POST /api/login-otp', { body }).then((answer) => {
    useSession.getState().logIn(answer.authToken, answer.user)
    return answer
  })

export const useLoginOtp = () => useAction(loginOtp)
