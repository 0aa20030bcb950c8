import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type ProductFileRow = Selectable<Database['product_files']>
export type NewProductFile = Omit<ProductFileRow, 'id' | 'chunk_count'>

/** How much of a file one row holds: a download streams a chunk at a time (decision 0024). */
export const CHUNK_BYTES = 1024 * 1024

/** product_files and product_file_chunks: the only code that touches them (the downloads area owns both). */
export class ProductFilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byProduct(productId: number, db: Kysely<Database> | Tx = this.db): Promise<ProductFileRow | undefined> {
    return db.selectFrom('product_files').selectAll().where('product_id', '=', productId).executeTakeFirst()
  }

  /** Which of these products carry a file (read in the order's transaction). */
  async productsWithFiles(trx: Tx, productIds: number[]): Promise<Set<number>> {
    if (productIds.length === 0) return new Set()
    const rows = await trx.selectFrom('product_files').select('product_id').where('product_id', 'in', productIds).execute()
    return new Set(rows.map((r) => r.product_id))
  }

  /**
   * Attaches the file, replacing the product's previous one: the old row and its chunks go, and the new
   * file gets a new id, so a download still streaming the old file stops instead of mixing the two.
   */
  async replace(trx: Tx, file: NewProductFile, bytes: Buffer): Promise<ProductFileRow> {
    await this.remove(trx, file.product_id)
    const chunkCount = Math.ceil(bytes.length / CHUNK_BYTES)
    const row = await trx
      .insertInto('product_files')
      .values({ ...file, chunk_count: chunkCount })
      .returningAll()
      .executeTakeFirstOrThrow()
    for (let seq = 0; seq < chunkCount; seq++) {
      const part = bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES)
      await trx.insertInto('product_file_chunks').values({ file_id: row.id, seq, bytes: part }).execute()
    }
    return row
  }

  /** Whether the product had a file. Chunks are deleted here too, not left to the foreign key's cascade. */
  async remove(trx: Tx, productId: number): Promise<boolean> {
    const old = await this.byProduct(productId, trx)
    if (!old) return false
    await trx.deleteFrom('product_file_chunks').where('file_id', '=', old.id).execute()
    await trx.deleteFrom('product_files').where('id', '=', old.id).execute()
    return true
  }

  /** One chunk of a file; undefined when the file was replaced or removed meanwhile. */
  async chunk(fileId: number, seq: number): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('product_file_chunks')
      .select('bytes')
      .where('file_id', '=', fileId)
      .where('seq', '=', seq)
      .executeTakeFirst()
    return row && Buffer.from(row.bytes)
  }
}
