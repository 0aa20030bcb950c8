import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { ReviewRow } from './repository.ts'

/** A review with its product's name, as the owner's screens show it. */
export type OwnerReviewRow = ReviewRow & { product_name: string }

/** The owner's reads and writes of reviews (the breakdown moves through ReviewsRepository.applyToRatings). */
export class ReviewsOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerReviewRow | undefined> {
    return withProductName(db).where('reviews.id', '=', id).executeTakeFirst()
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
  ): Promise<{ rows: OwnerReviewRow[]; total: number }> {
    let rows = withProductName(this.db)
    let count = this.db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n'))
    if (filter.productId !== undefined) {
      rows = rows.where('reviews.product_id', '=', filter.productId)
      count = count.where('product_id', '=', filter.productId)
    }
    if (filter.hidden !== undefined) {
      rows = rows.where('reviews.hidden', '=', filter.hidden ? 1 : 0)
      count = count.where('hidden', '=', filter.hidden ? 1 : 0)
    }
    const [page, total] = await Promise.all([
      rows.orderBy('reviews.id', 'desc').limit(limit).offset(offset).execute(),
      count.executeTakeFirstOrThrow(),
    ])
    return { rows: page, total: Number(total.n) }
  }
}

/** Reviews joined to their product (a product's deletion deletes its reviews, so every review has one). */
const withProductName = (db: Kysely<Database> | Tx) =>
  db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select('products.name as product_name')
