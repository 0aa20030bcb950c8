import type { Config } from './config.ts'
import { connect, type Db } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { CacheVersions } from './cache/versions.ts'
import { ensureOwnerToken } from './admin/owner-token.ts'
import { claimFirstFill, isInitialised, seedStore, waitUntilInitialised } from './seed/seed-store.ts'
import { createDemoShopper } from './seed/demo-shopper.ts'
import { giveDemoCards } from './seed/demo-rewards.ts'
import { ensureVapidKeys } from './push/vapid.ts'
import { PushRepository } from './push/repository.ts'
import { buildAudit, buildStaffServices } from './container-staff.ts'
import { LimitsService } from './limits/service.ts'
import { LimitsRepository } from './limits/repository.ts'

/**
 * Opens and migrates the database, fills a brand-new one (demo or empty), and settles the owner
 * token. Shared by the server and the CLIs so they all start the same way.
 */
export async function prepareDatabase(config: Config, log: (line: string) => void): Promise<{ db: Db; ownerTokenHash: Buffer }> {
  const db = connect(config)
  await migrateToLatest(db)
  const ctx = { db, versions: new CacheVersions(db.kysely, 0) }
  let shopper: Awaited<ReturnType<typeof createDemoShopper>>
  if (!(await isInitialised(ctx))) {
    if (await claimFirstFill(ctx)) {
      log(`New database: filling it with the ${config.seedOnFirstRun === 'demo' ? 'demo store' : 'empty store (preview mode)'}…`)
      await seedStore(ctx, config.seedOnFirstRun)
      if (config.seedOnFirstRun === 'demo') shopper = await createDemoShopper(db)
      if (shopper) await giveDemoCards(ctx) // Scratch cards waiting for the demo shopper
    } else {
      log('New database: another server is filling it; waiting…')
      await waitUntilInitialised(ctx)
    }
  }
  const owner = await ensureOwnerToken(db.kysely, config.ownerToken)
  if (owner.generated) {
    log('')
    log('  Owner token (shown once; keep it safe — it unlocks /api/admin):')
    log(`    ${owner.generated}`)
    log('  Set OWNER_TOKEN to choose your own instead.')
    log('')
  }
  const vapid = await ensureVapidKeys(new PushRepository(db.kysely), config.push.keys)
  if (vapid.generated) {
    log('  Web push keys (generated and kept in the database; set them to choose your own):')
    log(`    VAPID_PUBLIC_KEY=${vapid.keys.publicKey}`)
    log(`    VAPID_PRIVATE_KEY=${vapid.keys.privateKey}`)
  }
  // Until the shop has staff, every start prints a one-time link that creates the first owner (decision 0050).
  const { staffSetup } = buildStaffServices(db, new LimitsService(new LimitsRepository(db.kysely)), buildAudit(db))
  const setupLink = await staffSetup.firstOwnerLink()
  if (setupLink) {
    log('  Set up the first owner of /admin (one-time link, valid 7 days):')
    log(`    ${config.publicUrl ?? `http://localhost:${config.port}`}${setupLink}`)
    log('')
  }
  if (shopper) {
    log('  Test shopper of the demo store (shown once): log in at /login with')
    log(`    ${shopper.email} (or ${shopper.phone}) and the password ${shopper.password}`)
    log('    or ask for a code: without SMTP/SMS it is printed here.')
    log('')
  }
  return { db, ownerTokenHash: owner.hash }
}
