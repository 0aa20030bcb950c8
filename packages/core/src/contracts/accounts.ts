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
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/** Account calls. `login` and `register` carry the guest-id header like every guest call. */
export const accountEndpoints = defineEndpoints({
  'POST /api/register': {
    tags: ['accounts'],
    summary: 'Creates an account and logs it in; a guest-id brings the guest cart along',
    security: ACCESS.login,
    body: RegisterBody,
    status: 201,
    response: AuthAnswer,
  },
  'POST /api/login': {
    tags: ['accounts'],
    summary: 'Logs in with an e-mail or phone and a password',
    security: ACCESS.login,
    errors: [429],
    body: LoginBody,
    response: AuthAnswer,
  },
  'POST /api/logout': {
    tags: ['accounts'],
    summary: 'Logs out: the token stops working on every server',
    security: ACCESS.shopper,
    response: Type.Object({ message: Type.String() }),
  },
  'GET /api/user/details': { tags: ['accounts'], summary: "The logged-in shopper's details", response: Type.Object({ user: User }) },
  // One-time codes, password reset and profile edits (rules in decision 0014).
  'POST /api/send-login-otp': {
    tags: ['accounts'],
    summary: 'Sends a one-time login code by e-mail or SMS',
    security: ACCESS.public,
    errors: [429],
    body: SendLoginOtpBody,
    response: CodeSentAnswer,
  },
  'POST /api/login-otp': {
    tags: ['accounts'],
    summary: 'Logs in with a one-time code (making the account on first use)',
    security: ACCESS.login,
    body: LoginOtpBody,
    response: AuthAnswer,
  },
  'POST /api/send-forgot-password-email': {
    tags: ['accounts'],
    summary: 'Mails a password-reset link',
    security: ACCESS.public,
    errors: [429],
    body: ForgotPasswordBody,
    response: MessageAnswer,
  },
  'POST /api/verify-forgot-password': {
    tags: ['accounts'],
    summary: "Sets a new password with a reset link's token",
    security: ACCESS.public,
    body: ResetPasswordBody,
    response: MessageAnswer,
  },
  'POST /api/user/update-details': {
    tags: ['accounts'],
    summary: "Changes the shopper's name, and sends codes to confirm a new e-mail or phone",
    errors: [429],
    body: UpdateDetailsBody,
    response: UpdateDetailsAnswer,
  },
  // The issue left the confirming call to us: the code sent to the new e-mail or phone, naming which one.
  'POST /api/user/verify-contact': {
    tags: ['accounts'],
    summary: 'Confirms a new e-mail or phone with the code sent to it',
    body: VerifyContactBody,
    response: Type.Object({ user: User }),
  },
})
