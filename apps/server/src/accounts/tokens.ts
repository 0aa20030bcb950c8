import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, as sent to the browser; only its hash is stored (DESIGN "Secrets"). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O or 1/I: people read these out

/** A shopper's referral code: 8 characters, 40 bits, unique by the database's constraint. */
export function newReferralCode(): string {
  return [...randomBytes(8)].map((b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('')
}
