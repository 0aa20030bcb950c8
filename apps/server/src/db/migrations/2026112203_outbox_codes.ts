import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Decision 0014: the outbox of mails and SMS (written in the transaction of the change that
 * caused them, sent by a worker in every server), one-time codes and password-reset tokens.
 * Codes and tokens are stored hashed only.
 */
export function outboxCodesMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'outbox')
        .addColumn('channel', 'varchar(10)', (c) => c.notNull()) // 'mail' | 'sms'
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull()) // 'pending' | 'sending' | 'sent' | 'failed'
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('claim', 'varchar(64)')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(40)')
        .execute()
      await k.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()
      await tableWithId(k, dialect, 'one_time_codes')
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull()) // 'login' | 'verify_email' | 'verify_phone'
        .addColumn('contact', 'varchar(254)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('salt', 'varchar(32)', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('one_time_codes_contact').on('one_time_codes').columns(['purpose', 'contact']).execute()
      await k.schema.createIndex('one_time_codes_user').on('one_time_codes').column('user_id').execute()
      await k.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute()
    },
    async down(db) {
      await db.schema.dropTable('password_resets').ifExists().execute()
      await db.schema.dropTable('one_time_codes').ifExists().execute()
      await db.schema.dropTable('outbox').ifExists().execute()
    },
  }
}
