import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * The shopper's orders, as far as offers need them: whose order it is, its status and the coupon it
 * used. "First order only" and a coupon's per-user limit count these rows. Checkout adds the rest of
 * an order (address, payment, lines) in its own migration.
 */
export function ordersMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db as Kysely<any>, dialect, 'orders')
        .addColumn('owner_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('coupon_code', 'varchar(50)')
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('orders_owner').on('orders').columns(['owner_key', 'status']).execute()
    },
    async down(db) {
      await db.schema.dropTable('orders').ifExists().execute()
    },
  }
}
