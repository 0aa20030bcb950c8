import { Type } from 'typebox'
import {
  AuthAnswer,
  CodeSentAnswer,
  ForgotPasswordBody,
  LoginBody,
  LoginOtpBody,
  MessageAnswer,
  RegisterBody,
  ResetPasswordBody,
  SendLoginOtpBody,
  UpdateDetailsAnswer,
  UpdateDetailsBody,
  User,
  VerifyContactBody,
} from '../api/accounts.ts'
import { defineEndpoints } from './define.ts'

/** Account calls. `login` and `register` carry the guest-id header like every guest call. */
export const accountEndpoints = defineEndpoints({
  'POST /api/register': { tags: ['accounts'], body: RegisterBody, status: 201, response: AuthAnswer },
  'POST /api/login': { tags: ['accounts'], body: LoginBody, response: AuthAnswer },
  'POST /api/logout': { tags: ['accounts'], response: Type.Object({ message: Type.String() }) },
  'GET /api/user/details': { tags: ['accounts'], response: Type.Object({ user: User }) },
  // One-time codes, password reset and profile edits (rules in decision 0014).
  'POST /api/send-login-otp': { tags: ['accounts'], body: SendLoginOtpBody, response: CodeSentAnswer },
  'POST /api/login-otp': { tags: ['accounts'], body: LoginOtpBody, response: AuthAnswer },
  'POST /api/send-forgot-password-email': { tags: ['accounts'], body: ForgotPasswordBody, response: MessageAnswer },
  'POST /api/verify-forgot-password': { tags: ['accounts'], body: ResetPasswordBody, response: MessageAnswer },
  'POST /api/user/update-details': { tags: ['accounts'], body: UpdateDetailsBody, response: UpdateDetailsAnswer },
  // The issue left the confirming call to us: the code sent to the new e-mail or phone, naming which one.
  'POST /api/user/verify-contact': { tags: ['accounts'], body: VerifyContactBody, response: Type.Object({ user: User }) },
})
