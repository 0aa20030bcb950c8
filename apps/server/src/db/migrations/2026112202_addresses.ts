import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/** A shopper's saved addresses: at most 20, exactly one default. */
export function addressesMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db as Kysely<any>, dialect, 'addresses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('label', 'varchar(10)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('line1', 'varchar(200)', (c) => c.notNull())
        .addColumn('line2', 'varchar(200)')
        .addColumn('landmark', 'varchar(200)')
        .addColumn('city', 'varchar(100)', (c) => c.notNull())
        .addColumn('state', 'varchar(100)', (c) => c.notNull())
        .addColumn('pincode', 'varchar(12)', (c) => c.notNull())
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('place_id', 'varchar(300)')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'id']).execute()
    },
    async down(db) {
      await db.schema.dropTable('addresses').ifExists().execute()
    },
  }
}
