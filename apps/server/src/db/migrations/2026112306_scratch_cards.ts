import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Scratch cards (decision 0023): the owner's campaigns with their weighted prizes, and the
 * shopper's cards. A card carries a copy of its prize, decided when it is issued, so a campaign edited
 * later never changes a card already in a shopper's hands.
 */
export function scratchCardsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'scratch_campaigns')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('ends_at', 'varchar(40)')
        .addColumn('min_order_total', 'integer', (c) => c.notNull())
        .addColumn('card_valid_days', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()

      await tableWithId(k, dialect, 'scratch_prizes')
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('scratch_campaigns.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull()) // 'wallet' | 'coupon' | 'none'
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addColumn('min_amount', 'integer')
        .addColumn('max_amount', 'integer')
        .addColumn('coupon_code', 'varchar(50)')
        .execute()
      await k.schema.createIndex('scratch_prizes_campaign').on('scratch_prizes').columns(['campaign_id', 'position']).execute()

      await tableWithId(k, dialect, 'scratch_cards')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('scratch_campaigns.id'))
        // One card per order: a repeated delivered event meets this key. Null for a card given without an order.
        .addColumn('order_id', 'integer')
        .addColumn('order_number', 'integer')
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('prize_kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('prize_amount', 'integer')
        .addColumn('prize_coupon_code', 'varchar(50)')
        .addColumn('issued_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('redeemed_at', 'varchar(40)')
        .execute()
      await k.schema.createIndex('scratch_cards_order').on('scratch_cards').column('order_id').unique().execute()
      // The shopper's grid, newest first, a page at a time.
      await k.schema.createIndex('scratch_cards_user').on('scratch_cards').columns(['user_id', 'id']).execute()
      await k.schema.createIndex('scratch_cards_campaign').on('scratch_cards').column('campaign_id').execute()
    },
    async down(db) {
      for (const table of ['scratch_cards', 'scratch_prizes', 'scratch_campaigns']) await db.schema.dropTable(table).ifExists().execute()
    },
  }
}
