import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Reviews (decision 0022): one review per order item, and a running breakdown per product.
 *
 * `order_id` and `order_item_id` name the orders' rows without a foreign key: this migration sorts
 * before checkout's (2026112301), which makes `order_lines`. The service checks them against the
 * shopper's delivered order before writing. A product's reviews and breakdown go with the product.
 */
export function reviewsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'reviews')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('order_item_id', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('review', 'text') // null: a rating without text
        /** "Priya S.", written with the review: the list reads no other table. */
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('reviews_rating_stars', sql`rating between 1 and 5`)
        .execute()
      // One review per order item; parallel first ratings of an item meet here.
      await k.schema.createIndex('reviews_order_item').on('reviews').column('order_item_id').unique().execute()
      // A product's visible reviews, newest first, a page at a time, straight from the index.
      await k.schema
        .createIndex('reviews_product_list')
        .on('reviews')
        .columns(['product_id', 'hidden', 'created_at desc', 'id desc'])
        .execute()
      await k.schema.createIndex('reviews_order').on('reviews').column('order_id').execute()

      // The breakdown, changed by relative updates in each review's transaction, never counted on a read.
      await k.schema
        .createTable('product_ratings')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('count_1', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('count_2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('count_3', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('count_4', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('count_5', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('product_ratings').ifExists().execute()
      await db.schema.dropTable('reviews').ifExists().execute()
    },
  }
}
