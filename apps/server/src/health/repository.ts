import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { migrationNames } from '../db/migrate.ts'

/** What /readyz asks the database: the migrations this version has that it has not run. */
export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async migrationsToRun(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(this.db)
    const done = new Set(rows.map((r) => r.name))
    return migrationNames().filter((name) => !done.has(name))
  }
}
