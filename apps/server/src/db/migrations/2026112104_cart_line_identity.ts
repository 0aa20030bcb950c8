import { sql, type Migration } from 'kysely'

/**
 * A cart line is identified by its product and choices: adding the same again grows the line in one
 * upsert statement instead of a read-then-write transaction (the hot path of cart add). Lines that
 * were already duplicated are merged first, keeping the oldest line with the summed quantity.
 */
export function cartLineIdentityMigration(): Migration {
  return {
    async up(db) {
      await sql`
        UPDATE cart_items SET quantity = (
          SELECT SUM(same.quantity) FROM cart_items same
          WHERE same.cart_id = cart_items.cart_id AND same.product_id = cart_items.product_id
            AND same.selected_attributes = cart_items.selected_attributes AND same.selected_multi_attributes = cart_items.selected_multi_attributes)
        WHERE id IN (
          SELECT MIN(id) FROM cart_items GROUP BY cart_id, product_id, selected_attributes, selected_multi_attributes HAVING COUNT(*) > 1)`.execute(
        db,
      )
      await sql`
        DELETE FROM cart_items WHERE id NOT IN (
          SELECT MIN(id) FROM cart_items GROUP BY cart_id, product_id, selected_attributes, selected_multi_attributes)`.execute(db)
      await db.schema
        .createIndex('cart_items_identity')
        .unique()
        .on('cart_items')
        .columns(['cart_id', 'product_id', 'selected_attributes', 'selected_multi_attributes'])
        .execute()
      // The unique index starts with cart_id, so it serves every per-cart read the old index did.
      await db.schema.dropIndex('cart_items_cart').execute()
    },
    async down(db) {
      await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute()
      await db.schema.dropIndex('cart_items_identity').execute()
    },
  }
}
