import type { Kysely } from 'kysely'
import type { Image } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** What is kept of a product when it is added: enough to draw its card once the product is gone. */
export interface ProductCopy {
  product_id: number
  name: string
  slug: string
  image: Image | null
  price: number
}

/** The only code that touches the wishlist_items table. Every query names the shopper: another's list is never read. */
export class WishlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the product out of the shopper's list; answers whether it was there. */
  async remove(trx: Tx, userId: number, productId: number): Promise<boolean> {
    const result = await trx
      .deleteFrom('wishlist_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  /** Adds the product unless it is already there (the unique key decides); answers whether a row was added. */
  async insert(trx: Tx, userId: number, copy: ProductCopy): Promise<boolean> {
    const row = await trx
      .insertInto('wishlist_items')
      .values({ user_id: userId, ...copy, image: copy.image && JSON.stringify(copy.image), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async count(userId: number, db: Kysely<Database> | Tx = this.db): Promise<number> {
    const row = await db
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** One page of the shopper's list, newest first (ids only grow, so the newest row has the largest id). */
  async page(userId: number, limit: number, offset: number): Promise<ProductCopy[]> {
    const rows = await this.db
      .selectFrom('wishlist_items')
      .select(['product_id', 'name', 'slug', 'image', 'price'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
    return rows.map((r) => ({ ...r, image: r.image ? (JSON.parse(r.image) as Image) : null }))
  }

  async productIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('wishlist_items')
      .select('product_id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute()
    return rows.map((r) => r.product_id)
  }
}
