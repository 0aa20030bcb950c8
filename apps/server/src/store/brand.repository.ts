import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { BrandPicture } from './brand-image.ts'

/** The brand_images table: the pictures made from each logo upload (decision 0086). */
export class BrandRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps an upload's pictures; the same logo uploaded again (same hash) keeps the rows it has. */
  async save(trx: Tx, hash: string, pictures: BrandPicture[], now: string): Promise<void> {
    await trx
      .insertInto('brand_images')
      .values(pictures.map((p) => ({ hash, name: p.name, width: p.width, height: p.height, image: p.bytes, created_at: now })))
      .onConflict((oc) => oc.columns(['hash', 'name']).doNothing())
      .execute()
  }

  async image(hash: string, name: string): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('brand_images')
      .select('image')
      .where('hash', '=', hash)
      .where('name', '=', name)
      .executeTakeFirst()
    return row && Buffer.from(row.image)
  }
}
