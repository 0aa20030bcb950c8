import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Shopper accounts: users, their sessions and the counters that rate-limit logins.
 * Tokens are stored as SHA-256 hashes only; a counter row is shared by every server (DESIGN: counters
 * that must hold across servers live in the database).
 */
export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'users')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.unique())
        .addColumn('phone', 'varchar(20)', (c) => c.unique())
        .addColumn('password_hash', 'varchar(200)')
        .addColumn('referral_code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute()
      await k.schema
        .createTable('rate_counters')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('window_start', 'varchar(40)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('rate_counters').ifExists().execute()
      await db.schema.dropTable('auth_tokens').ifExists().execute()
      await db.schema.dropTable('users').ifExists().execute()
    },
  }
}
