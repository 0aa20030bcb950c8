import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/** Carts, one per shopper (guest id or user) and branch, and their lines. */
export function cartsMigration(dialect: Dialect): Migration {
  const id = (db: Kysely<any>, table: string) => tableWithId(db, dialect, table)
  return {
    async up(db) {
      await id(db, 'carts')
        .addColumn('owner_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('carts_owner_branch', ['owner_key', 'branch_id'])
        .execute()
      // No foreign key to products: a line whose product was removed is reported as adjusted, not silently dropped.
      await id(db, 'cart_items')
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('selected_attributes', 'text', (c) => c.notNull())
        .addColumn('selected_multi_attributes', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute()
    },
    async down(db) {
      await db.schema.dropTable('cart_items').ifExists().execute()
      await db.schema.dropTable('carts').ifExists().execute()
    },
  }
}
