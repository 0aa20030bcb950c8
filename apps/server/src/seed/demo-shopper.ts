import { randomBytes } from 'node:crypto'
import { hashPassword } from '../accounts/passwords.ts'
import { newReferralCode } from '../accounts/tokens.ts'
import type { Db } from '../db/connect.ts'

export const DEMO_SHOPPER = { name: 'Demo Shopper', email: 'demo@example.com', phone: '+919000000001' }
/** In the first demo branch's area (seed-store.ts: 10001–10004). */
export const DEMO_ADDRESS = {
  name: 'Demo Shopper',
  phone: '+919000000001',
  line1: '5 Market Street',
  line2: null,
  landmark: 'Opposite the park',
  city: 'New York',
  state: 'NY',
  pincode: '10001',
  lat: null,
  lng: null,
  place_id: null,
}
/** $5.00 of wallet money in the demo (minor units). */
export const DEMO_WALLET = 500

/**
 * The demo store's test shopper: made on the first start of a demo store, with a password of
 * its own printed next to the owner token. Undefined when the account exists already.
 */
export async function createDemoShopper(db: Db): Promise<{ email: string; phone: string; password: string } | undefined> {
  const exists = await db.kysely.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirst()
  if (exists) return undefined
  const password = randomBytes(9).toString('base64url') // 72 random bits, 12 characters
  const passwordHash = await hashPassword(password)
  const now = new Date().toISOString()
  const made = await db.kysely.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        ...DEMO_SHOPPER,
        password_hash: passwordHash,
        referral_code: newReferralCode(),
        email_verified: 1,
        phone_verified: 1,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!user) return false
    // A saved address the demo's first branch delivers to, and a little wallet money, so a
    // new user can place a cash-on-delivery order (or try the wallet) right after `npm start`.
    await trx
      .insertInto('addresses')
      .values({ user_id: user.id, label: 'Home', ...DEMO_ADDRESS, is_default: 1, created_at: now })
      .execute()
    await trx.insertInto('wallets').values({ user_id: user.id, balance: DEMO_WALLET }).execute()
    await trx
      .insertInto('wallet_ledger')
      .values({
        user_id: user.id,
        direction: 'credit',
        amount: DEMO_WALLET,
        reason: 'Welcome credit of the demo store',
        reference_type: 'adjustment',
        reference_id: null,
        balance_after: DEMO_WALLET,
        created_at: now,
      })
      .execute()
    return true
  })
  if (!made) return undefined
  return { email: DEMO_SHOPPER.email, phone: DEMO_SHOPPER.phone, password }
}
