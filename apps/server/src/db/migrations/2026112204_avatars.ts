import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Shopper pictures: one 256×256 WebP per account, kept in the database so every server can
 * serve it. The picture sits in its own table so reading a user never drags its bytes along; the
 * user row keeps only the picture's content hash, which names its URL.
 */
export function avatarsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await k.schema.alterTable('users').addColumn('avatar_hash', 'varchar(64)').execute()
      await k.schema
        .createTable('avatars')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('image', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('avatars_hash').on('avatars').column('hash').execute()
    },
    async down(db) {
      await db.schema.dropTable('avatars').ifExists().execute()
      await db.schema.alterTable('users').dropColumn('avatar_hash').execute()
    },
  }
}
