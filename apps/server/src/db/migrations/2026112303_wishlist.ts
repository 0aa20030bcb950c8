import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * A shopper's wishlist (decision 0019): one row per shopper and product. No foreign key to
 * products, on purpose: a deleted product stays in the list as unavailable, drawn from the copy of its
 * name, slug, picture and price kept when it was added.
 */
export function wishlistMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db as Kysely<any>, dialect, 'wishlist_items')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(300)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      // A product is in a wishlist at most once; parallel toggles meet on this key.
      await db.schema.createIndex('wishlist_items_user_product').on('wishlist_items').columns(['user_id', 'product_id']).unique().execute()
      // Newest first, a page at a time.
      await db.schema.createIndex('wishlist_items_user_newest').on('wishlist_items').columns(['user_id', 'id']).execute()
    },
    async down(db) {
      await db.schema.dropTable('wishlist_items').ifExists().execute()
    },
  }
}
