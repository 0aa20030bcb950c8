import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { ReviewRow } from './repository.ts'

/** The owner's reads and writes of reviews (the breakdown moves through ReviewsRepository.applyToRatings). */
export class ReviewsOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<ReviewRow | undefined> {
    return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * Hides or shows a review; answers it only when this call changed it. The condition on `hidden` is
   * what makes a double hide (or two at once) move the breakdown once.
   */
  setHidden(trx: Tx, id: number, hidden: boolean): Promise<ReviewRow | undefined> {
    return trx
      .updateTable('reviews')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .where('hidden', '=', hidden ? 0 : 1)
      .returningAll()
      .executeTakeFirst()
  }

  /** Newest first, hidden ones included unless filtered. */
  async page(
    filter: { productId?: number; hidden?: boolean },
    limit: number,
    offset: number,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    let query = this.db.selectFrom('reviews')
    if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId)
    if (filter.hidden !== undefined) query = query.where('hidden', '=', filter.hidden ? 1 : 0)
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  }
}
