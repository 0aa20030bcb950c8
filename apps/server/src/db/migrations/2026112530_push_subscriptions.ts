import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Web push subscriptions (decision 0062): one row per shopper and device, a device being the push
 * service's endpoint (unique: a browser that logs in as someone else moves its row to them).
 */
export function pushSubscriptionsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'push_subscriptions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
        .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
        .addColumn('auth', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute()
    },
    async down(db) {
      await db.schema.dropTable('push_subscriptions').ifExists().execute()
    },
  }
}
