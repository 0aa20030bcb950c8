import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The avatars table, and the picture's hash on users (the accounts area owns both). */
export class AvatarRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Replaces the shopper's picture; the old one's URL stops answering. */
  async save(trx: Tx, userId: number, hash: string, image: Buffer, now: string): Promise<void> {
    await trx
      .insertInto('avatars')
      .values({ user_id: userId, hash, image, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ hash, image, updated_at: now }))
      .execute()
    await trx.updateTable('users').set({ avatar_hash: hash }).where('id', '=', userId).execute()
  }

  /** The picture with this hash (two shoppers with the same picture share the bytes, so any row will do). */
  async image(hash: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('avatars').select('image').where('hash', '=', hash).limit(1).executeTakeFirst()
    return row && Buffer.from(row.image)
  }
}
