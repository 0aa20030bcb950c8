import { useAction } from '../../../lib/useAction.ts'
import type { SendLoginOtpBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/** Sends a 6-digit code to the e-mail or phone; the same answer whether or not an account exists. */
export const sendLoginOtp = (body: SendLoginOtpBody) => api('POST /api/send-login-otp', { body })

export const useSendLoginOtp = () => useAction(sendLoginOtp)
