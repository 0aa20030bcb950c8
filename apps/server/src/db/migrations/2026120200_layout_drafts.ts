import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * The layout editor (decision 0083): the owner's draft of the home layout (one row), the last
 * published layouts with who published them, and the preview frame's short-lived tokens (hashes
 * only). What shoppers see stays in layout_entries. Additive.
 */
export function layoutDraftsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await k.schema
        .createTable('layout_drafts')
        .addColumn('key', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('entries', 'text', (c) => c.notNull()) // JSON OwnerLayoutEntry[]
        .addColumn('saved_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('saved_by', 'varchar(200)', (c) => c.notNull())
        .execute()
      await tableWithId(k, dialect, 'layout_publications')
        .addColumn('entries', 'text', (c) => c.notNull()) // JSON OwnerLayoutEntry[]
        .addColumn('published_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('actor', 'varchar(200)', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .execute()
      await k.schema
        .createTable('layout_preview_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer')
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('layout_preview_tokens_expiry').on('layout_preview_tokens').column('expires_at').execute()
    },
    async down(db) {
      await db.schema.dropTable('layout_preview_tokens').ifExists().execute()
      await db.schema.dropTable('layout_publications').ifExists().execute()
      await db.schema.dropTable('layout_drafts').ifExists().execute()
    },
  }
}
