import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const SECRET_KEY = 'owner_token_sha256'

/** The only code that reads and writes the stored hash of the owner token. */
export class OwnerTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async storedHash(): Promise<string | undefined> {
    return (await this.db.selectFrom('app_secrets').select('value').where('key', '=', SECRET_KEY).executeTakeFirst())?.value
  }

  /** False when another process stored one first. */
  async storeHash(hex: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('app_secrets')
      .values({ key: SECRET_KEY, value: hex })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
  }
}
