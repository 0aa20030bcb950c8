import type { Kysely, Migration } from 'kysely'

/**
 * Each additional fee an order was placed with (packaging…), by name, as JSON: the order screens list
 * them as the cart did. Orders from before keep only their sum (`fees_total`), shown as one "Fees" line.
 */
export function orderFeesMigration(): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema.alterTable('orders').addColumn('fees', 'text').execute()
    },
    async down(db) {
      await db.schema.alterTable('orders').dropColumn('fees').execute()
    },
  }
}
