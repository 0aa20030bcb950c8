import type { Kysely, Migration } from 'kysely'

/**
 * Content pages get a published flag and their own SEO title and description; a scratch-card campaign
 * gets a budget and the money its cards have promised; a coupon's uses are read from orders by code
 * (decisions 0089, 0090). Additive: pages that exist stay published, campaigns keep no budget.
 */
export function marketingAndPagesMigration(): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await k.schema
        .alterTable('pages')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await k.schema
        .alterTable('pages')
        .addColumn('seo_title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute()
      await k.schema
        .alterTable('pages')
        .addColumn('seo_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute()
      await k.schema.alterTable('scratch_campaigns').addColumn('budget', 'integer').execute()
      await k.schema
        .alterTable('scratch_campaigns')
        .addColumn('budget_used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema.createIndex('orders_coupon_code').on('orders').columns(['coupon_code', 'id']).execute()
    },
    async down(db) {
      await db.schema.dropIndex('orders_coupon_code').ifExists().execute()
      await db.schema.alterTable('scratch_campaigns').dropColumn('budget_used').execute()
      await db.schema.alterTable('scratch_campaigns').dropColumn('budget').execute()
      await db.schema.alterTable('pages').dropColumn('seo_description').execute()
      await db.schema.alterTable('pages').dropColumn('seo_title').execute()
      await db.schema.alterTable('pages').dropColumn('published').execute()
    },
  }
}
