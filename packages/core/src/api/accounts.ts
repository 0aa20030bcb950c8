import { Type, type Static } from 'typebox'
import { AdjustedLine } from './cart.ts'
import {
  EMAIL_MAX_LENGTH,
  ONE_TIME_CODE_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
} from '../constants.ts'
import { ReferralCode } from './referrals.ts'

/** The shopper's account as every account call answers it. */
export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  referral_code: Type.String(),
  email_verified: Type.Boolean(),
  phone_verified: Type.Boolean(),
})
export type User = Static<typeof User>

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

const Email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, format: 'email' })
/** Digits with an optional leading +, spaces and dashes allowed; the server keeps the digits. */
export const Phone = Type.String({ minLength: PHONE_MIN_LENGTH, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN })

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: Email,
    phone: Phone,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    /** The code of the shopper whose link (/r/{code}) brought this one. */
    referral_code: Type.Optional(ReferralCode),
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

/** `login` is an e-mail or a phone number. A password of any length is checked (and refused) the same way. */
export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>

/**
 * What a login or registration answers. A guest's cart merges into the account's cart; lines
 * that did not fit whole are listed in `adjusted_cart_items`.
 */
export const AuthAnswer = Type.Object({ user: User, authToken: Type.String(), adjusted_cart_items: Type.Array(AdjustedLine) })
export type AuthAnswer = Static<typeof AuthAnswer>

/** A one-time code as the shopper types it: 6 digits. Anything else is refused without using a try. */
const OneTimeCode = Type.String({
  pattern: `^[0-9]{${ONE_TIME_CODE_LENGTH}}$`,
  minLength: ONE_TIME_CODE_LENGTH,
  maxLength: ONE_TIME_CODE_LENGTH,
  description: 'the 6 digits sent by mail or SMS',
})

/** `login` is an e-mail or a phone number; codes for an e-mail go by mail, for a phone by SMS. */
export const SendLoginOtpBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
)
export type SendLoginOtpBody = Static<typeof SendLoginOtpBody>

/** The same answer whether or not an account exists; a new code may be asked for after `resend_after_s`. */
export const CodeSentAnswer = Type.Object({ message: Type.String(), resend_after_s: Type.Integer() })
export type CodeSentAnswer = Static<typeof CodeSentAnswer>

export const LoginOtpBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    code: OneTimeCode,
    /** Counts only when this code login creates the account, as at register. */
    referral_code: Type.Optional(ReferralCode),
  },
  { additionalProperties: false },
)
export type LoginOtpBody = Static<typeof LoginOtpBody>

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false })
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>

/** `token` comes from the link in the reset mail; the password follows the rules of register. */
export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 20, maxLength: 200 }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
)
export type ResetPasswordBody = Static<typeof ResetPasswordBody>

export const MessageAnswer = Type.Object({ message: Type.String() })
export type MessageAnswer = Static<typeof MessageAnswer>

/** Every field is optional; a new e-mail or phone waits for the code sent to it (user/verify-contact). */
export const UpdateDetailsBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })),
    email: Type.Optional(Email),
    phone: Type.Optional(Phone),
  },
  { additionalProperties: false },
)
export type UpdateDetailsBody = Static<typeof UpdateDetailsBody>

/**
 * `user` still shows the old e-mail and phone; `pending` shows the new ones waiting for their code
 * (null when none waits), so the profile screen can ask for it.
 */
export const UpdateDetailsAnswer = Type.Object({
  user: User,
  message: Type.String(),
  pending: Type.Object({ email: Type.Union([Type.String(), Type.Null()]), phone: Type.Union([Type.String(), Type.Null()]) }),
})
export type UpdateDetailsAnswer = Static<typeof UpdateDetailsAnswer>

export const ContactChannel = Type.Union([Type.Literal('email'), Type.Literal('phone')])
export type ContactChannel = Static<typeof ContactChannel>

/** Confirms the new e-mail or phone given to user/update-details with the code sent to it. */
export const VerifyContactBody = Type.Object({ channel: ContactChannel, code: OneTimeCode }, { additionalProperties: false })
export type VerifyContactBody = Static<typeof VerifyContactBody>
