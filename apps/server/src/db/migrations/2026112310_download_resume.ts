import type { Kysely, Migration } from 'kysely'

/** When a download link last counted a download: a resume within a day of it is free (decision 0041). */
export function downloadResumeMigration(): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema.alterTable('download_links').addColumn('last_taken_at', 'varchar(40)').execute()
    },
    async down(db) {
      await db.schema.alterTable('download_links').dropColumn('last_taken_at').execute()
    },
  }
}
