import type { Kysely, Migration } from 'kysely'

/** A branch's estimated delivery time, shown by the pincode check; 35 minutes until the owner sets it. */
export function deliveryMinutesMigration(): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema
        .alterTable('branches')
        .addColumn('delivery_minutes', 'integer', (c) => c.notNull().defaultTo(35))
        .execute()
    },
    async down(db) {
      await db.schema.alterTable('branches').dropColumn('delivery_minutes').execute()
    },
  }
}
