import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Catalogue photos (decision 0055): each upload re-encoded to WebP at three widths, kept in the
 * database so every server can serve them. A row is one width of one photo, named by the hash of
 * the uploaded bytes; the bytes never change for a name, so the URL is immutable.
 */
export function photosMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema
        .createTable('photos')
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('image', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('photos_pk', ['hash', 'width'])
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('photos').ifExists().execute()
    },
  }
}
