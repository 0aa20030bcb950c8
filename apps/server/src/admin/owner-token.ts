import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const SECRET_KEY = 'owner_token_sha256'
export const sha256 = (text: string) => createHash('sha256').update(text).digest()

/**
 * The hash of the owner token. OWNER_TOKEN wins when set; otherwise a 256-bit token is generated on
 * first run, only its hash is stored, and the token itself is handed back once to be printed.
 */
export async function ensureOwnerToken(
  db: Kysely<Database>,
  configured: string | null,
): Promise<{ hash: Buffer; generated: string | null }> {
  if (configured) return { hash: sha256(configured), generated: null }
  const stored = await db.selectFrom('app_secrets').select('value').where('key', '=', SECRET_KEY).executeTakeFirst()
  if (stored) return { hash: Buffer.from(stored.value, 'hex'), generated: null }
  const token = randomBytes(32).toString('base64url')
  const hash = sha256(token)
  const inserted = await db
    .insertInto('app_secrets')
    .values({ key: SECRET_KEY, value: hash.toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  // Another process won the race to create it: use theirs, print nothing.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return ensureOwnerToken(db, null)
  return { hash, generated: token }
}

export function tokenMatches(presented: string, expectedHash: Buffer): boolean {
  return timingSafeEqual(sha256(presented), expectedHash)
}
