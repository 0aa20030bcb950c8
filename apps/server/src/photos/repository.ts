import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The photos table: one row per width of a photo (decision 0055). */
export class PhotosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps a photo's widths; the same photo uploaded again (same hash) keeps the rows it has. */
  async save(trx: Tx, hash: string, widths: { width: number; size: { height: number }; bytes: Buffer }[], now: string): Promise<void> {
    await trx
      .insertInto('photos')
      .values(widths.map((w) => ({ hash, width: w.width, height: w.size.height, image: w.bytes, created_at: now })))
      .onConflict((oc) => oc.columns(['hash', 'width']).doNothing())
      .execute()
  }

  async image(hash: string, width: number): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('photos').select('image').where('hash', '=', hash).where('width', '=', width).executeTakeFirst()
    return row && Buffer.from(row.image)
  }
}
