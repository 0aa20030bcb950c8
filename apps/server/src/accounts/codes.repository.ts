import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type CodeRow = Selectable<Database['one_time_codes']>
type NewCode = Omit<CodeRow, 'id' | 'tries' | 'used_at'>

/** The only code that touches one_time_codes and password_resets (decision 0014). */
export class CodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new code and retires the ones it replaces: the last login code sent to this contact, or
   * the last verification code of this purpose sent for this account. Only the newest code works.
   */
  async replace(trx: Tx, code: NewCode): Promise<void> {
    let retire = trx
      .updateTable('one_time_codes')
      .set({ used_at: code.created_at })
      .where('purpose', '=', code.purpose)
      .where('used_at', 'is', null)
    retire = code.user_id === null ? retire.where('contact', '=', code.contact) : retire.where('user_id', '=', code.user_id)
    await retire.execute()
    await trx.insertInto('one_time_codes').values(code).execute()
  }

  /** The code that may still work: the newest one not used or replaced (its expiry is checked by takeTry). */
  async live(purpose: string, key: { contact: string } | { userId: number }): Promise<CodeRow | undefined> {
    let qb = this.db.selectFrom('one_time_codes').selectAll().where('purpose', '=', purpose).where('used_at', 'is', null)
    qb = 'contact' in key ? qb.where('contact', '=', key.contact).where('user_id', 'is', null) : qb.where('user_id', '=', key.userId)
    return qb.orderBy('id', 'desc').limit(1).executeTakeFirst()
  }

  /**
   * Counts one try before the code is compared, in one conditional UPDATE: parallel guesses each take
   * their own try, and none gets past the limit. Undefined when the code is used, expired or burnt.
   */
  async takeTry(id: number, now: string, maxTries: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('tries', '<', maxTries)
      .returning('tries')
      .executeTakeFirst()
    return row === undefined ? undefined : Number(row.tries)
  }

  /** Uses the code up; only one of several parallel calls gets true. */
  async consume(trx: Tx, id: number, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** A new reset link; earlier unused links of the account stop working. */
  async addReset(trx: Tx, reset: { token_hash: string; user_id: number; expires_at: string; created_at: string }): Promise<void> {
    await trx
      .updateTable('password_resets')
      .set({ used_at: reset.created_at })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute()
    await trx.insertInto('password_resets').values(reset).execute()
  }

  async liveReset(tokenHash: string, now: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return row?.user_id
  }

  /** Uses a reset link up, once: the account it was for, or undefined when it is used or expired. */
  async consumeReset(trx: Tx, tokenHash: string, now: string): Promise<number | undefined> {
    const row = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst()
    return row?.user_id
  }
}
