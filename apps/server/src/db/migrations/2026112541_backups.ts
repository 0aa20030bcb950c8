import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Scheduled backups (decision 0070): one row per period of BACKUP_EVERY, claimed with the jobs' lease
 * (decision 0014) so one server takes each backup, and kept as the record of what was written: the
 * newest done row is the last backup /readyz reports. Additive.
 */
export function backupsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'backups')
        /** 'backup:{period start}': one backup per period, however many servers find it due. */
        .addColumn('key', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(10)', (c) => c.notNull()) // 'pending' | 'running' | 'done' | 'failed'
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('claim', 'varchar(64)')
        .addColumn('last_error', 'varchar(500)')
        /** The file's name in BACKUP_DIR, its size and when it was taken, once done. */
        .addColumn('file', 'varchar(300)')
        .addColumn('bytes', 'bigint')
        .addColumn('taken_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('backups_due').on('backups').columns(['status', 'next_attempt_at']).execute()
    },
    async down(db) {
      await db.schema.dropTable('backups').ifExists().execute()
    },
  }
}
