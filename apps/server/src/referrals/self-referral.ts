import type { ReferralReason } from '@store/core'

/** The contacts a self-referral check compares. */
export interface Party {
  id: number
  email: string | null
  phone: string | null
}

/**
 * Why a friend cannot earn through this referrer, if they are the same person: the same account, the
 * same phone number, or the same mailbox (decision 0020). Accounts already refuse an e-mail or phone
 * another account has, so only the spellings that reach the same person are left to catch here.
 */
export function selfReferral(referrer: Party, friend: Party): ReferralReason | null {
  if (referrer.id === friend.id) return 'own_account'
  if (referrer.phone && friend.phone && phoneKey(referrer.phone) === phoneKey(friend.phone)) return 'same_phone'
  if (referrer.email && friend.email && mailboxKey(referrer.email) === mailboxKey(friend.email)) return 'same_email'
  return null
}

/**
 * The last 10 digits of a phone: +91 98450 12345, 098450 12345 and 9845012345 are one phone, written
 * with and without the country code or trunk 0. Shorter numbers are compared whole.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/[^0-9]/g, '').slice(-10)
}

/** Providers that ignore dots in the local part: a.sha@gmail.com reaches asha@gmail.com. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com'])

/**
 * One mailbox's key: lower-cased, without a "+tag" (asha+2@example.com reaches asha@example.com,
 * RFC 5233 subaddressing, which most providers honour), without dots at Gmail.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  let local = lower.slice(0, at).split('+')[0]!
  let domain = lower.slice(at + 1)
  if (DOTLESS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}
