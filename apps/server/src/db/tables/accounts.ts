import type { Generated } from 'kysely'

/** Shoppers' accounts and sessions (decision 0016), one-time codes (decision 0014) and addresses. */
export interface AccountTables {
  users: {
    id: Generated<number>
    name: string
    /** Lower-cased; unique when present. */
    email: string | null
    /** E.164 (+919876543210); unique when present. */
    phone: string | null
    /** Argon2id (PHC string); null for an account made by a code login. */
    password_hash: string | null
    referral_code: string
    email_verified: Generated<number>
    phone_verified: Generated<number>
    created_at: string
    /** SHA-256 (hex, first 32) of the shopper's picture in avatars; null = none. Names its URL. */
    avatar_hash: Generated<string | null>
  }
  /** Sessions: only the SHA-256 of each token is kept. */
  auth_tokens: { token_hash: string; user_id: number; created_at: string; last_used_at: string }
  /** One 256×256 WebP per shopper who has set a picture. */
  avatars: { user_id: number; hash: string; image: Buffer; updated_at: string }
  addresses: {
    id: Generated<number>
    user_id: number
    label: string
    name: string
    phone: string
    line1: string
    line2: string | null
    landmark: string | null
    city: string
    state: string
    pincode: string
    lat: number | null
    lng: number | null
    place_id: string | null
    /** Exactly one address of a shopper who has any is the default. */
    is_default: Generated<number>
    created_at: string
  }
  /** One-time codes: only a salted hash of each code is kept (decision 0014). */
  one_time_codes: {
    id: Generated<number>
    purpose: string // 'login' | 'verify_email' | 'verify_phone'
    /** The e-mail (lower-cased) or phone the code was sent to. */
    contact: string
    /** The account a verification code belongs to; null for a login code. */
    user_id: number | null
    code_hash: string
    salt: string
    tries: Generated<number>
    expires_at: string
    /** Set when the code is used, or replaced by a newer one. */
    used_at: string | null
    created_at: string
  }
  /** Password-reset links: only the SHA-256 of each token is kept. */
  password_resets: { token_hash: string; user_id: number; expires_at: string; used_at: string | null; created_at: string }
}
