import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * News between the server processes of one SQLite file (decision 0053, db/sqlite-notifications.ts):
 * a row per message, read by every listening process and deleted after a minute. PostgreSQL uses
 * LISTEN/NOTIFY and leaves the table empty. Additive.
 */
export function notificationsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'notifications')
        .addColumn('channel', 'varchar(60)', (c) => c.notNull())
        .addColumn('payload', 'varchar(2000)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('notifications_created').on('notifications').column('created_at').execute()
    },
    async down(db) {
      await db.schema.dropTable('notifications').ifExists().execute()
    },
  }
}
