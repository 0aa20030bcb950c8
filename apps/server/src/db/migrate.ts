import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connect.ts'
import { catalogueMigration } from './migrations/2026112101_catalogue.ts'
import { cartsMigration } from './migrations/2026112102_carts.ts'
import { discountsMigration } from './migrations/2026112103_discounts.ts'
import { cartLineIdentityMigration } from './migrations/2026112104_cart_line_identity.ts'
import { VERSION_KEYS } from '../cache/versions.ts'

/** Migrations are imported statically (not read from disk) so they run the same under tsx, tests and bundles. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '2026112101_catalogue': catalogueMigration(db.dialect),
    '2026112102_carts': cartsMigration(db.dialect),
    '2026112103_discounts': discountsMigration(db.dialect),
    '2026112104_cart_line_identity': cartLineIdentityMigration(),
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) }
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  // Every cache key exists so bumps are plain UPDATEs (no upsert race between servers).
  for (const key of VERSION_KEYS) {
    await db.kysely.insertInto('cache_versions').values({ key, version: 1 })
      .onConflict((oc) => oc.column('key').doNothing()).execute()
  }
}
