import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * The owner's app (decision 0050): staff accounts with roles, their sessions (hashed tokens), one-time
 * setup links (the first owner, invitations), and the audit log of every owner write (decision 0051).
 */
export function staffAuditMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'staff')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('password_hash', 'text') // null until the person uses their setup link
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('staff_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('staff_tokens_staff').on('staff_tokens').column('staff_id').execute()
      await k.schema
        .createTable('staff_setup_links')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        // null: the first owner's link, which creates the account it is used for
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .execute()
      await tableWithId(k, dialect, 'audit_log')
        .addColumn('at', 'varchar(40)', (c) => c.notNull())
        // null: the owner token used as an API key
        .addColumn('staff_id', 'integer')
        .addColumn('actor', 'varchar(120)', (c) => c.notNull())
        .addColumn('object_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('audit_log_object').on('audit_log').columns(['object_type', 'object_id', 'id']).execute()
      await k.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute()
    },
    async down(db) {
      await db.schema.dropTable('audit_log').ifExists().execute()
      await db.schema.dropTable('staff_setup_links').ifExists().execute()
      await db.schema.dropTable('staff_tokens').ifExists().execute()
      await db.schema.dropTable('staff').ifExists().execute()
    },
  }
}
