import { Type, type Static } from 'typebox'
import { AdjustedLine } from './cart.ts'

/** issue 9: the shopper's account as every account call answers it. */
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

/** Passwords are 8 to 128 characters (issue 9); longer input is refused before it is hashed. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' })
/** Digits with an optional leading +, spaces and dashes allowed; the server keeps the digits. */
const Phone = Type.String({ minLength: 8, maxLength: 20, pattern: '^\\+?[0-9][0-9 -]{6,18}[0-9]$' })

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    phone: Phone,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

/** `login` is an e-mail or a phone number. A password of any length is checked (and refused) the same way. */
export const LoginBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>

/**
 * What a login or registration answers. A guest's cart merges into the account's cart (issue 9); lines
 * that did not fit whole are listed in `adjusted_cart_items`.
 */
export const AuthAnswer = Type.Object({ user: User, authToken: Type.String(), adjusted_cart_items: Type.Array(AdjustedLine) })
export type AuthAnswer = Static<typeof AuthAnswer>
