import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** One-time codes (DESIGN "Secrets"): 6 digits, valid 10 minutes, 5 tries (decision 0014). */
export const CODE_TTL_MS = 10 * 60_000
export const CODE_TRIES = 5
export const RESEND_AFTER_S = 30

/** Six digits from the operating system's CSPRNG; 000123 is as likely as any other. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function newSalt(): string {
  return randomBytes(16).toString('hex')
}

/**
 * HMAC-SHA-256 of the code, keyed by a random salt of its own and bound to what the code is for. A
 * million codes are quick to try against one hash, so the hash does not make a stolen row safe by
 * itself; it keeps codes out of backups, logs and admin screens, and the per-row salt means no table
 * of the million hashes fits every row. The real guards are the 10 minutes and the 5 tries (decision 0014).
 */
export function hashCode(code: string, salt: string, purpose: string, contact: string): string {
  return createHmac('sha256', salt).update(`${purpose}\n${contact}\n${code}`).digest('hex')
}

export function codeMatches(code: string, row: { code_hash: string; salt: string; purpose: string; contact: string }): boolean {
  const expected = Buffer.from(row.code_hash, 'hex')
  const actual = Buffer.from(hashCode(code, row.salt, row.purpose, row.contact), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export type Contact = { channel: 'email'; value: string } | { channel: 'phone'; value: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9]{7,15}$/

/** An e-mail (lower-cased) or a phone (digits, a leading + kept), or null when it is neither. */
export function parseContact(text: string): Contact | null {
  if (text.includes('@')) {
    const email = text.trim().toLowerCase()
    return EMAIL.test(email) && email.length <= 254 ? { channel: 'email', value: email } : null
  }
  if (/[^0-9+\s().-]/.test(text.trim())) return null
  const phone = text.trim().replace(/(?!^\+)[^0-9]/g, '')
  return PHONE.test(phone) ? { channel: 'phone', value: phone } : null
}
