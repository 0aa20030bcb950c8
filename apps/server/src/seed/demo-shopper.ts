import { randomBytes } from 'node:crypto'
import { hashPassword } from '../accounts/passwords.ts'
import { newReferralCode } from '../accounts/tokens.ts'
import type { Db } from '../db/connect.ts'

export const DEMO_SHOPPER = { name: 'Demo Shopper', email: 'demo@example.com', phone: '+919000000001' }

/**
 * The demo store's test shopper (issue 9): made on the first start of a demo store, with a password of
 * its own printed next to the owner token. Undefined when the account exists already.
 */
export async function createDemoShopper(db: Db): Promise<{ email: string; phone: string; password: string } | undefined> {
  const exists = await db.kysely.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirst()
  if (exists) return undefined
  const password = randomBytes(9).toString('base64url') // 72 random bits, 12 characters
  await db.kysely
    .insertInto('users')
    .values({
      ...DEMO_SHOPPER,
      password_hash: await hashPassword(password),
      referral_code: newReferralCode(),
      email_verified: 1,
      phone_verified: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return { email: DEMO_SHOPPER.email, phone: DEMO_SHOPPER.phone, password }
}
