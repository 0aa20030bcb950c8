import { useAction } from '../../../lib/useAction.ts'
import type { ResetPasswordBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/** Sets the new password from the mailed link's token; every other session of the account ends. */
export const verifyForgotPassword = (body: ResetPasswordBody) => api('POST /api/verify-forgot-password', { body })

export const useVerifyForgotPassword = () => useAction(verifyForgotPassword)
