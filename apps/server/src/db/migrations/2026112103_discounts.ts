import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/** Coupons and automatic offers, their claims, branch delivery rules, per-product tax and the cart's coupon. */
export function discountsMigration(dialect: Dialect): Migration {
  const id = (db: Kysely<any>, table: string) => tableWithId(db, dialect, table)
  return {
    async up(db) {
      await id(db, 'coupons')
        .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount', 'integer')
        .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'varchar(40)')
        .addColumn('ends_at', 'varchar(40)')
        .addColumn('branch_id', 'integer')
        .addColumn('per_user_limit', 'integer')
        .addColumn('total_limit', 'integer')
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_automatic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      // A shopper's hold on a limited coupon: taken when applied, released when removed, redeemed by an order.
      await db.schema
        .createTable('coupon_claims')
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('owner_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('held'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('coupon_claims_pk', ['coupon_id', 'owner_key'])
        .execute()
      await db.schema.alterTable('carts').addColumn('coupon_code', 'varchar(50)').execute()
      await db.schema
        .alterTable('branches')
        .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.alterTable('branches').addColumn('free_delivery_above', 'integer').execute()
      await db.schema.alterTable('products').addColumn('tax_rate_bp', 'integer').execute()
    },
    async down(db) {
      await db.schema.alterTable('products').dropColumn('tax_rate_bp').execute()
      await db.schema.alterTable('branches').dropColumn('free_delivery_above').execute()
      await db.schema.alterTable('branches').dropColumn('delivery_fee').execute()
      await db.schema.alterTable('carts').dropColumn('coupon_code').execute()
      await db.schema.dropTable('coupon_claims').ifExists().execute()
      await db.schema.dropTable('coupons').ifExists().execute()
    },
  }
}
