import { useAction } from '../../../lib/useAction.ts'
import type { ForgotPasswordBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/** Mails a link to /forgot-password?token=…; the same answer whether or not the account exists. */
export const sendForgotPasswordEmail = (body: ForgotPasswordBody) => api('POST /api/send-forgot-password-email', { body })

export const useSendForgotPasswordEmail = () => useAction(sendForgotPasswordEmail)
