import { Type, type Static } from 'typebox'
import { defineEndpoints } from './define.ts'
import { PHONE_MIN_LENGTH } from '../constants.ts'

const tags = ['admin'] as const

/** A secret is never sent: only whether it is set (decision 0087). */
const SecretSet = Type.Boolean()

/** The outside services as the server's configuration has them, without their secrets (decision 0087). */
export const OutsideServices = Type.Object({
  mail: Type.Object({
    on: Type.Boolean(),
    /** The sender (MAIL_FROM), and the SMTP server's host and port: not secrets. */
    from: Type.Union([Type.String(), Type.Null()]),
    server: Type.Union([Type.String(), Type.Null()]),
    password_set: SecretSet,
  }),
  sms: Type.Object({
    on: Type.Boolean(),
    from: Type.Union([Type.String(), Type.Null()]),
    auth_token_set: SecretSet,
  }),
  places: Type.Object({ on: Type.Boolean(), api_key_set: SecretSet }),
  razorpay: Type.Object({
    on: Type.Boolean(),
    /** The key id is public (checkout.js gets it); the secrets are not. */
    key_id: Type.Union([Type.String(), Type.Null()]),
    key_secret_set: SecretSet,
    webhook_secret_set: SecretSet,
  }),
  /** The newest scheduled backup (decision 0070); null before the first, or without scheduled backups. */
  backup: Type.Object({
    scheduled: Type.Boolean(),
    last: Type.Union([Type.Object({ taken_at: Type.String(), file: Type.String(), bytes: Type.Integer() }), Type.Null()]),
  }),
})
export type OutsideServices = Static<typeof OutsideServices>

const Origins = Type.Array(Type.String())

/** What each plugin adds to the storefront's Content-Security-Policy when enabled, by directive. */
export const PluginSources = Type.Object({
  items: Type.Array(
    Type.Object({
      setting: Type.String(),
      sources: Type.Object({
        script: Origins,
        style: Origins,
        img: Origins,
        connect: Origins,
        font: Origins,
        frame: Origins,
        inline_styles: Type.Boolean(),
      }),
    }),
  ),
})
export type PluginSources = Static<typeof PluginSources>

/** The provider's own answer to a test send: its reply on success, its error text on failure. */
export const TestSendResult = Type.Object({
  sent: Type.Boolean(),
  to: Type.String(),
  answer: Type.String(),
})
export type TestSendResult = Static<typeof TestSendResult>

export const TestSmsInput = Type.Object(
  {
    // Twilio takes +E.164 only: a plus and at most 15 digits.
    to: Type.String({
      minLength: PHONE_MIN_LENGTH,
      maxLength: 16,
      pattern: '^\\+[1-9][0-9]{6,14}$',
      description: 'Your phone number, +E.164',
    }),
  },
  { additionalProperties: false },
)

/** The owner's view of the server's outside services and plugins (owner only, decision 0087). */
export const ownerServicesEndpoints = defineEndpoints({
  'GET /api/admin/settings/services': {
    tags,
    summary: 'Whether mail, SMS, address search and online payment are on, secrets only as set or not set; the last backup',
    response: OutsideServices,
  },
  'GET /api/admin/settings/plugins': {
    tags,
    summary: "The origins each plugin adds to the storefront's Content-Security-Policy when enabled",
    response: PluginSources,
  },
  'POST /api/admin/settings/test-mail': {
    tags,
    summary: "Sends a test mail to the signed-in person's address now, and answers the mail server's reply",
    errors: [429],
    response: TestSendResult,
  },
  'POST /api/admin/settings/test-sms': {
    tags,
    summary: 'Sends a test SMS to the number given now, and answers the SMS provider’s reply',
    body: TestSmsInput,
    errors: [429],
    response: TestSendResult,
  },
})
