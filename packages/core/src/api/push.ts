import { Type, type Static } from 'typebox'

/** The store's VAPID public key (base64url), for the browser's PushManager.subscribe (decision 0062). */
export const PushKey = Type.Object({ public_key: Type.String() })
export type PushKey = Static<typeof PushKey>

/** A push service's address is an https URL; Chromium's and Firefox's are about 200 characters. */
export const PUSH_ENDPOINT_MAX = 1000

/** What PushSubscription.toJSON() gives, less expirationTime: where to send, and the keys to encrypt with (RFC 8291). */
export const PushSubscribeBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 12, maxLength: PUSH_ENDPOINT_MAX, pattern: '^https://' }),
    keys: Type.Object(
      {
        // A P-256 public key, uncompressed (65 bytes: 87 base64url characters), and a 16-byte secret (22).
        p256dh: Type.String({ maxLength: 88, pattern: '^[A-Za-z0-9_-]{87}={0,1}$' }),
        auth: Type.String({ maxLength: 24, pattern: '^[A-Za-z0-9_-]{22}={0,2}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type PushSubscribeBody = Static<typeof PushSubscribeBody>

export const PushUnsubscribeBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX }) },
  { additionalProperties: false },
)
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>

/** Whether this device (its endpoint) gets the shopper's order news. */
export const PushState = Type.Object({ subscribed: Type.Boolean() })
export type PushState = Static<typeof PushState>
