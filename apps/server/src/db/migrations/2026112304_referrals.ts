import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Referrals (decision 0020): who brought whom, and whether it earned. One row per referred
 * account (unique), so an account is referred once. The owner's settings are one row of their own,
 * off until the owner (or the demo seed) turns them on.
 */
export function referralsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db as Kysely<any>, dialect, 'referrals')
        .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('referred_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(20)')
        .addColumn('referrer_bonus', 'integer')
        .addColumn('friend_bonus', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('settled_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('referrals_referrer').on('referrals').columns(['referrer_id', 'id']).execute()
      await db.schema
        .createTable('referral_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('referrer_bonus', 'integer', (c) => c.notNull())
        .addColumn('friend_bonus', 'integer', (c) => c.notNull())
        .addColumn('per_referrer_limit', 'integer')
        .execute()
      await db
        .insertInto('referral_settings')
        .values({ id: 1, enabled: 0, referrer_bonus: 0, friend_bonus: 0, per_referrer_limit: null })
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('referral_settings').ifExists().execute()
      await db.schema.dropTable('referrals').ifExists().execute()
    },
  }
}
