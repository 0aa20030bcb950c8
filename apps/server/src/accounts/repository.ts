import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../db/connect.ts'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type UserRow = Selectable<Database['users']>

/** The only code that touches users and auth_tokens. */
export class AccountsRepository {
  // Every signed-in call reads its token, so the read is compiled once (see prepareQuery).
  private readonly userOfToken

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.userOfToken = prepareQuery<{ tokenHash: string; usedAfter: string }, { user_id: number; last_used_at: string }>((param) =>
      db
        .selectFrom('auth_tokens')
        .select(['user_id', 'last_used_at'])
        .where('token_hash', '=', param('tokenHash'))
        .where('last_used_at', '>', param('usedAfter')),
    )
  }

  /**
   * Makes other transactions that lock this shopper wait until this one ends (their address count, say).
   * SQLite runs one write transaction at a time already; PostgreSQL takes the row lock.
   */
  async lockForUpdate(trx: Tx, userId: number): Promise<void> {
    if (this.dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
  }

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The account with this e-mail (lower-cased) or phone (digits). */
  byLogin(login: { email?: string; phone?: string }): Promise<UserRow | undefined> {
    let qb = this.db.selectFrom('users').selectAll()
    if (login.email !== undefined) qb = qb.where('email', '=', login.email)
    else if (login.phone !== undefined) qb = qb.where('phone', '=', login.phone)
    else return Promise.resolve(undefined)
    return qb.executeTakeFirst()
  }

  /** Which of this e-mail and phone already belong to an account. */
  async taken(email: string, phone: string): Promise<{ email: boolean; phone: boolean }> {
    const rows = await this.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
      .execute()
    return { email: rows.some((r) => r.email === email), phone: rows.some((r) => r.phone === phone) }
  }

  /** The account whose referral code this is, read in the caller's transaction when it has one. */
  byReferralCode(code: string, trx?: Tx): Promise<UserRow | undefined> {
    return (trx ?? this.db).selectFrom('users').selectAll().where('referral_code', '=', code).executeTakeFirst()
  }

  byIds(ids: readonly number[], trx?: Tx): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return (trx ?? this.db).selectFrom('users').selectAll().where('id', 'in', ids).execute()
  }

  async create(trx: Tx, user: Omit<UserRow, 'id' | 'email_verified' | 'phone_verified' | 'avatar_hash'>): Promise<UserRow> {
    return trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
  }

  async addToken(trx: Tx | Kysely<Database>, tokenHash: string, userId: number, now: string): Promise<void> {
    await trx.insertInto('auth_tokens').values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now }).execute()
  }

  /** The user of a token used after `usedAfter`; an older token has expired. */
  async tokenUser(tokenHash: string, usedAfter: string): Promise<{ user_id: number; last_used_at: string } | undefined> {
    return (await this.userOfToken(this.db, { tokenHash, usedAfter }))[0]
  }

  async touchToken(tokenHash: string, now: string): Promise<void> {
    await this.db.updateTable('auth_tokens').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute()
  }

  async removeToken(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute()
  }
}
