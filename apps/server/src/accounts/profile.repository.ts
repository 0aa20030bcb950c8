import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { UserRow } from './repository.ts'

export type ContactColumn = 'email' | 'phone'
const VERIFIED = { email: 'email_verified', phone: 'phone_verified' } as const

/** Changes to users and their sessions made by codes, resets and profile edits. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this e-mail or phone, read inside the transaction that is about to change it. */
  byContact(trx: Tx, column: ContactColumn, value: string): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst()
  }

  async byIdIn(trx: Tx, id: number): Promise<UserRow> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  }

  /** An account made by a code login: no name and no password yet, the contact already proven. */
  async createByContact(trx: Tx, column: ContactColumn, value: string, referralCode: string, now: string): Promise<UserRow> {
    return trx
      .insertInto('users')
      .values({ name: '', [column]: value, password_hash: null, referral_code: referralCode, created_at: now, [VERIFIED[column]]: 1 })
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  async markVerified(trx: Tx, userId: number, column: ContactColumn): Promise<void> {
    await trx
      .updateTable('users')
      .set({ [VERIFIED[column]]: 1 })
      .where('id', '=', userId)
      .execute()
  }

  /** A confirmed new e-mail or phone; the unique key refuses one another account took meanwhile. */
  async setContact(trx: Tx, userId: number, column: ContactColumn, value: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ [column]: value, [VERIFIED[column]]: 1 })
      .where('id', '=', userId)
      .execute()
  }

  async setName(userId: number, name: string): Promise<void> {
    await this.db.updateTable('users').set({ name }).where('id', '=', userId).execute()
  }

  async setPassword(trx: Tx, userId: number, passwordHash: string): Promise<void> {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
  }

  /** Ends every session of the account (a password reset). */
  async revokeAllTokens(trx: Tx, userId: number): Promise<void> {
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
  }
}
