import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ACCESS } from '@store/core'
import type { Db } from '../db/connect.ts'
import { OwnerTokenRepository } from './owner-token.repository.ts'

/** The OpenAPI security requirement of every owner call; admin/routes.ts declares it for each of them anyway. */
export const OWNER_SECURITY = ACCESS.owner

export const sha256 = (text: string) => createHash('sha256').update(text).digest()

/**
 * The hash of the owner token. OWNER_TOKEN wins when set; otherwise a 256-bit token is generated on
 * first run, only its hash is stored, and the token itself is handed back once to be printed.
 */
export async function ensureOwnerToken(db: Db['kysely'], configured: string | null): Promise<{ hash: Buffer; generated: string | null }> {
  if (configured) return { hash: sha256(configured), generated: null }
  const secrets = new OwnerTokenRepository(db)
  const stored = await secrets.storedHash()
  if (stored) return { hash: Buffer.from(stored, 'hex'), generated: null }
  const token = randomBytes(32).toString('base64url')
  const hash = sha256(token)
  // Another process won the race to create it: use theirs, print nothing.
  if (!(await secrets.storeHash(hash.toString('hex')))) return ensureOwnerToken(db, null)
  return { hash, generated: token }
}

export function tokenMatches(presented: string, expectedHash: Buffer): boolean {
  return timingSafeEqual(sha256(presented), expectedHash)
}
