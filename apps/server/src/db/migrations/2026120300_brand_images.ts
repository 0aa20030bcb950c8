import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * The store's logo, icons and social card (decision 0086): made from one upload, kept in the database
 * so every server can serve them. A row is one picture of one upload, named by the upload's hash and
 * the picture's name (icon-192.png, social.png…); the bytes never change for a name.
 */
export function brandImagesMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema
        .createTable('brand_images')
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('image', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('brand_images_pk', ['hash', 'name'])
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('brand_images').ifExists().execute()
    },
  }
}
