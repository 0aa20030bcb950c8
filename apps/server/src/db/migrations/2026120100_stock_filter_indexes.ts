import type { Kysely, Migration } from 'kysely'

/**
 * The owner's list filtered by stock state (decision 0056) reads the few products that are low or sold
 * out from these indexes, instead of scanning every product newest first. Additive.
 */
export function stockFilterIndexesMigration(): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await k.schema.createIndex('products_stock').on('products').columns(['stock', 'id']).execute()
      await k.schema.createIndex('product_branches_branch_stock').on('product_branches').columns(['branch_id', 'stock']).execute()
    },
    async down(db) {
      await db.schema.dropIndex('product_branches_branch_stock').ifExists().execute()
      await db.schema.dropIndex('products_stock').ifExists().execute()
    },
  }
}
