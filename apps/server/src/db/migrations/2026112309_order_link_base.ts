import type { Kysely, Migration } from 'kysely'

/**
 * Where an order's messages link to when PUBLIC_URL is not set: the public address it was placed
 * from (decision 0041), so a message sent with no request at hand (the unpaid-order expiry) still
 * carries a full link. Null for orders placed before it; their links fall back to the request's.
 */
export function orderLinkBaseMigration(): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema.alterTable('orders').addColumn('link_base', 'varchar(300)').execute()
    },
    async down(db) {
      await db.schema.alterTable('orders').dropColumn('link_base').execute()
    },
  }
}
