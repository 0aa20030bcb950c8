import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connect.ts'
import { withMigrationLock } from './migration-lock.ts'
import { catalogueMigration } from './migrations/2026112101_catalogue.ts'
import { cartsMigration } from './migrations/2026112102_carts.ts'
import { discountsMigration } from './migrations/2026112103_discounts.ts'
import { cartLineIdentityMigration } from './migrations/2026112104_cart_line_identity.ts'
import { ordersMigration } from './migrations/2026112105_orders.ts'
import { accountsMigration } from './migrations/2026112201_accounts.ts'
import { addressesMigration } from './migrations/2026112202_addresses.ts'
import { avatarsMigration } from './migrations/2026112204_avatars.ts'
import { deliveryMinutesMigration } from './migrations/2026112204_delivery_minutes.ts'
import { outboxCodesMigration } from './migrations/2026112203_outbox_codes.ts'
import { checkoutMigration } from './migrations/2026112301_checkout.ts'
import { paymentsMigration } from './migrations/2026112302_payments.ts'
import { wishlistMigration } from './migrations/2026112303_wishlist.ts'
import { referralsMigration } from './migrations/2026112304_referrals.ts'
import { reviewsMigration } from './migrations/2026112305_reviews.ts'
import { scratchCardsMigration } from './migrations/2026112306_scratch_cards.ts'
import { downloadsMigration } from './migrations/2026112307_downloads.ts'
import { orderNumberSequenceMigration } from './migrations/2026112308_order_number_sequence.ts'
import { orderLinkBaseMigration } from './migrations/2026112309_order_link_base.ts'
import { downloadResumeMigration } from './migrations/2026112310_download_resume.ts'
import { orderFeesMigration } from './migrations/2026112311_order_fees.ts'
import { staffAuditMigration } from './migrations/2026112510_staff_audit.ts'
import { photosMigration } from './migrations/2026112520_photos.ts'
import { pushSubscriptionsMigration } from './migrations/2026112530_push_subscriptions.ts'
import { backupsMigration } from './migrations/2026112541_backups.ts'
import { notificationsMigration } from './migrations/2026112560_notifications.ts'
import { stockFilterIndexesMigration } from './migrations/2026120100_stock_filter_indexes.ts'
import { layoutDraftsMigration } from './migrations/2026120200_layout_drafts.ts'
import { brandImagesMigration } from './migrations/2026120300_brand_images.ts'
import { orderMetricIndexesMigration } from './migrations/2026120700_order_metric_indexes.ts'
import { categorySearchMigration } from './migrations/2026120800_category_search.ts'
import { marketingAndPagesMigration } from './migrations/2026120400_marketing_and_pages.ts'
import { VERSION_KEYS } from '../cache/versions.ts'

/**
 * Migrations are imported statically (not read from disk) so they run the same under tsx, tests and bundles.
 * Kysely runs them in name order and refuses a database that has run a migration named after a new one:
 * name a new migration after the last one here, whatever its date.
 */
export function migrationsFor(db: Pick<Db, 'dialect'>): Record<string, Migration> {
  return {
    '2026112101_catalogue': catalogueMigration(db.dialect),
    '2026112102_carts': cartsMigration(db.dialect),
    '2026112103_discounts': discountsMigration(db.dialect),
    '2026112104_cart_line_identity': cartLineIdentityMigration(),
    '2026112105_orders': ordersMigration(db.dialect),
    '2026112201_accounts': accountsMigration(db.dialect),
    '2026112202_addresses': addressesMigration(db.dialect),
    '2026112204_avatars': avatarsMigration(db.dialect),
    '2026112204_delivery_minutes': deliveryMinutesMigration(),
    '2026112203_outbox_codes': outboxCodesMigration(db.dialect),
    '2026112301_checkout': checkoutMigration(db.dialect),
    '2026112302_payments': paymentsMigration(db.dialect),
    '2026112303_wishlist': wishlistMigration(db.dialect),
    '2026112304_referrals': referralsMigration(db.dialect),
    '2026112305_reviews': reviewsMigration(db.dialect),
    '2026112306_scratch_cards': scratchCardsMigration(db.dialect),
    '2026112307_downloads': downloadsMigration(db.dialect),
    '2026112308_order_number_sequence': orderNumberSequenceMigration(db.dialect),
    '2026112309_order_link_base': orderLinkBaseMigration(),
    '2026112310_download_resume': downloadResumeMigration(),
    '2026112311_order_fees': orderFeesMigration(),
    '2026112510_staff_audit': staffAuditMigration(db.dialect),
    '2026112520_photos': photosMigration(db.dialect),
    '2026112530_push_subscriptions': pushSubscriptionsMigration(db.dialect),
    '2026112541_backups': backupsMigration(db.dialect),
    '2026112560_notifications': notificationsMigration(db.dialect),
    '2026120100_stock_filter_indexes': stockFilterIndexesMigration(),
    '2026120200_layout_drafts': layoutDraftsMigration(db.dialect),
    '2026120300_brand_images': brandImagesMigration(db.dialect),
    '2026120400_marketing_and_pages': marketingAndPagesMigration(),
    '2026120700_order_metric_indexes': orderMetricIndexesMigration(),
    '2026120800_category_search': categorySearchMigration(db.dialect),
  }
}

/** The names of every migration, in the order they run: what a database at the latest migration has run. */
export const migrationNames = (): string[] => Object.keys(migrationsFor({ dialect: 'sqlite' })).sort()

/**
 * Tables the migrations themselves fill (a counter, singleton settings, the cache keys): a database
 * with rows only there holds no store data yet. A unit test keeps this list true (db-copy.test.ts).
 */
export const MIGRATION_FILLED_TABLES = ['cache_versions', 'counters', 'referral_settings'] as const

/** Runs every migration not yet run; `upTo` stops after the named one (for tests of a later migration's data changes). */
export async function migrateToLatest(db: Db, upTo?: string): Promise<void> {
  await withMigrationLock(db, () => runMigrations(db, upTo))
}

async function runMigrations(db: Db, upTo?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) }
  // Branches worked on side by side each add migrations, and they merge in any order: a database that
  // ran a later-named one first still runs the earlier-named one it lacks (decision 0096).
  const migrator = new Migrator({ db: db.kysely, provider, allowUnorderedMigrations: true })
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  // Every cache key exists so bumps are plain UPDATEs (no upsert race between servers).
  for (const key of VERSION_KEYS) {
    await db.kysely
      .insertInto('cache_versions')
      .values({ key, version: 1 })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }
}
