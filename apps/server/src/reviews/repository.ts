import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../db/connect.ts'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type ReviewRow = Selectable<Database['reviews']>
export type RatingsRow = Selectable<Database['product_ratings']>

/** What the public list shows of a review (decision 0022): the public reads select only these. */
const PUBLIC_COLUMNS = ['id', 'rating', 'review', 'name', 'created_at'] as const
export type PublicReviewRow = Pick<ReviewRow, (typeof PUBLIC_COLUMNS)[number]>

/** A change to a product's breakdown: how many ratings each star count gains or loses, and the text reviews. */
export interface RatingsDelta {
  stars: Partial<Record<1 | 2 | 3 | 4 | 5, number>>
  reviews: number
}

export interface NewReview {
  product_id: number
  user_id: number
  order_id: number
  order_item_id: number
  rating: number
  review: string | null
  name: string
  created_at: string
}

/** The only code that touches reviews and product_ratings (decision 0010). */
export class ReviewsRepository {
  // The public reads run on every product page and reviews page, so they are compiled once (see prepareQuery).
  private readonly ratingsOf
  private readonly firstPageOf
  private readonly laterPageOf

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.ratingsOf = prepareQuery<{ productId: number }, RatingsRow>((param) =>
      db.selectFrom('product_ratings').selectAll().where('product_id', '=', param('productId')),
    )
    // The first page, which nearly every reader opens: one range of the index (product, hidden,
    // created_at desc, id desc) in its own order, no sort, and only the page's rows read (the
    // reviews bench's p99). Only the columns the list shows: decoding all eleven cost a third of the query.
    this.firstPageOf = prepareQuery<{ productId: number; limit: number }, PublicReviewRow>((param) =>
      db
        .selectFrom('reviews')
        .select(PUBLIC_COLUMNS)
        .where('product_id', '=', param('productId'))
        .where('hidden', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(param('limit')),
    )
    // A later page: the inner query skips `offset` entries in the index alone, then only the page's
    // rows are read. With a plain OFFSET, PostgreSQL would fetch every skipped row from the table.
    this.laterPageOf = prepareQuery<{ productId: number; limit: number; offset: number }, PublicReviewRow>((param) =>
      db
        .selectFrom('reviews')
        .select(PUBLIC_COLUMNS)
        .where(
          'id',
          'in',
          db
            .selectFrom('reviews')
            .select('id')
            .where('product_id', '=', param('productId'))
            .where('hidden', '=', 0)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(param('limit'))
            .offset(param('offset')),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    )
  }

  /**
   * The review of an order item, locked until the transaction ends on PostgreSQL, so two changes of
   * one review take turns and each moves the breakdown from what the other left. (SQLite writes one
   * transaction at a time.)
   */
  async ofItemForUpdate(trx: Tx, orderItemId: number): Promise<ReviewRow | undefined> {
    const query = trx.selectFrom('reviews').selectAll().where('order_item_id', '=', orderItemId)
    return (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
  }

  insert(trx: Tx, review: NewReview): Promise<ReviewRow> {
    return trx
      .insertInto('reviews')
      .values({ ...review, updated_at: review.created_at })
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  update(trx: Tx, id: number, change: { rating: number; review: string | null; name: string; updated_at: string }): Promise<ReviewRow> {
    return trx.updateTable('reviews').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
  }

  /**
   * Moves a product's breakdown by `delta` in one statement: the row is made by the first review and
   * changed relatively after that (`count_5 = count_5 + 1`), so parallel reviews all count.
   */
  async applyToRatings(trx: Tx, productId: number, delta: RatingsDelta): Promise<void> {
    const stars = [1, 2, 3, 4, 5] as const
    const sum = stars.reduce((total, s) => total + s * (delta.stars[s] ?? 0), 0)
    const values = {
      product_id: productId,
      count_1: delta.stars[1] ?? 0,
      count_2: delta.stars[2] ?? 0,
      count_3: delta.stars[3] ?? 0,
      count_4: delta.stars[4] ?? 0,
      count_5: delta.stars[5] ?? 0,
      rating_sum: sum,
      review_count: delta.reviews,
    }
    await trx
      .insertInto('product_ratings')
      .values(values)
      .onConflict((oc) =>
        oc.column('product_id').doUpdateSet((eb) => ({
          count_1: eb('product_ratings.count_1', '+', eb.ref('excluded.count_1')),
          count_2: eb('product_ratings.count_2', '+', eb.ref('excluded.count_2')),
          count_3: eb('product_ratings.count_3', '+', eb.ref('excluded.count_3')),
          count_4: eb('product_ratings.count_4', '+', eb.ref('excluded.count_4')),
          count_5: eb('product_ratings.count_5', '+', eb.ref('excluded.count_5')),
          rating_sum: eb('product_ratings.rating_sum', '+', eb.ref('excluded.rating_sum')),
          review_count: eb('product_ratings.review_count', '+', eb.ref('excluded.review_count')),
        })),
      )
      .execute()
  }

  async ratings(productId: number): Promise<RatingsRow | undefined> {
    return (await this.ratingsOf(this.db, { productId }))[0]
  }

  /** A page of a product's visible reviews, newest first. */
  page(productId: number, limit: number, offset: number): Promise<PublicReviewRow[]> {
    return offset === 0 ? this.firstPageOf(this.db, { productId, limit }) : this.laterPageOf(this.db, { productId, limit, offset })
  }

  /** The reviews of one order's items (the order's reviews screen). */
  ofOrder(orderId: number): Promise<ReviewRow[]> {
    return this.db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).execute()
  }
}
