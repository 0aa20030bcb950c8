import { sql } from 'kysely'
import type { AppContext } from '../context.ts'
import { SEED_ACTOR } from './seed-actor.ts'
import type { ProductInput } from '@store/core'
import { buildOwnerServices, type OwnerServices } from '../container.ts'
import { demoPhoto, demoPhotoFiles } from './demo-photos.ts'
import { DEMO_BANNERS, demoBanner } from './demo-banners.ts'
import { seedDemoCampaign } from './demo-rewards.ts'
import { seedDemoReviews } from './demo-reviews.ts'
import { DEMO_CATEGORIES, DEMO_PRODUCTS, RIVERSIDE_DIFFERENCES } from './demo-catalogue.ts'
import { DEMO_COUPONS, DEMO_LAYOUT, DEMO_PAGES, DEMO_REFERRALS, DEMO_SETTINGS, EMPTY_SETTINGS, NO_REFERRALS } from './demo-content.ts'

type Ctx = Pick<AppContext, 'db' | 'versions'>
const INITIALISED = 'store_initialised'

/** Tables the seed replaces, children first. Settings, secrets and cache versions stay. */
const CATALOGUE_TABLES = [
  'cart_items',
  'carts',
  'coupon_claims',
  'coupons',
  'layout_entries',
  'layout_drafts',
  'layout_publications',
  'banners',
  'pages',
  'products',
  'categories',
  'branches',
] as const

const SEEDING = 'store_seeding'
/** A first fill that has not finished in this long is taken to have died with its process. */
const STALE_SEEDING_MS = 10 * 60_000
/**
 * The demo's branches take orders at any hour (a window whose close is not after its open runs a
 * whole day, decision 0057): whoever tries the demo, and every journey test, can order whatever the clock says.
 */
const AROUND_THE_CLOCK = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, open: '00:00', close: '00:00' }))

export async function isInitialised(ctx: Ctx): Promise<boolean> {
  return (await ctx.db.kysely.selectFrom('app_secrets').select('key').where('key', '=', INITIALISED).executeTakeFirst()) !== undefined
}

/**
 * Takes the one right to fill a brand-new database. Several servers may start together on it; the
 * unique key lets exactly one of them in, and the others wait for it (waitUntilInitialised).
 */
export async function claimFirstFill(ctx: Ctx): Promise<boolean> {
  const db = ctx.db.kysely
  const stale = new Date(Date.now() - STALE_SEEDING_MS).toISOString()
  await db.deleteFrom('app_secrets').where('key', '=', SEEDING).where('value', '<', stale).execute()
  const inserted = await db
    .insertInto('app_secrets')
    .values({ key: SEEDING, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function waitUntilInitialised(ctx: Ctx, timeoutMs = STALE_SEEDING_MS, pollMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await isInitialised(ctx))) {
    if (Date.now() > deadline)
      throw new Error(
        'Another server started filling this new database and has not finished. If none is running, start again: the fill is retried.',
      )
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * Fills the store with the demo food store or leaves it empty (preview mode). Everything is written
 * through the owner API's services, so the demo obeys the same rules as an owner's catalogue.
 */
export async function seedStore(
  ctx: Ctx,
  kind: 'demo' | 'empty',
  progress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const owner = buildOwnerServices(ctx.db, ctx.versions)
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute()
    // The branches are made again in the same order, so they get the same ids: a shopper's browser
    // keeps the id of the branch they chose (spec §9), which a re-seed must not turn into another.
    if (ctx.db.dialect === 'postgres') await sql`SELECT setval(pg_get_serial_sequence('branches', 'id'), 1, false)`.execute(trx)
    else await sql`DELETE FROM sqlite_sequence WHERE name = 'branches'`.execute(trx)
    await trx.deleteFrom('settings').execute()
    await ctx.versions.bump(trx, ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products', 'cache-pages'])
  })
  if (kind === 'empty') {
    await owner.store.putSettings(EMPTY_SETTINGS)
  } else {
    await seedDemo(owner, progress)
    await seedDemoCampaign(owner)
    await seedDemoReviews(ctx.db)
  }
  // Referral settings live in their own row, not in settings: set here for either kind.
  await owner.referrals.update(kind === 'demo' ? DEMO_REFERRALS : NO_REFERRALS, SEED_ACTOR)
  await ctx.db.kysely
    .insertInto('app_secrets')
    .values({ key: INITIALISED, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
    .execute()
}

async function seedDemo(owner: OwnerServices, progress: (done: number, total: number) => void): Promise<void> {
  const { branches, catalogue, store, layout, pages, discounts } = owner
  await owner.photos.keepEncoded(demoPhotoFiles())
  await store.putSettings(DEMO_SETTINGS)
  await branches.create(
    {
      name: 'Downtown',
      address: '12 Market Street, Springfield',
      phone: '+1 555 0100',
      delivery_fee: 299,
      free_delivery_above: 3000,
      pincodes: ['10001', '10002', '10003', '10004'],
      is_open: true,
      opening_hours: AROUND_THE_CLOCK,
    },
    SEED_ACTOR,
  )
  const riverside = await branches.create(
    {
      name: 'Riverside',
      address: '88 River Road, Springfield',
      phone: '+1 555 0200',
      delivery_fee: 399,
      free_delivery_above: 4000,
      pincodes: ['10010', '10011', '10012'],
      is_open: true,
      opening_hours: AROUND_THE_CLOCK,
    },
    SEED_ACTOR,
  )
  for (const [position, c] of DEMO_CATEGORIES.entries()) {
    await catalogue.createCategory(
      {
        name: c.name,
        slug: c.slug,
        color: c.color,
        position,
        primary_image: demoPhoto(`category:${c.slug}`, c.name, c.hue, 300, 300),
      },
      SEED_ACTOR,
    )
  }
  const total = DEMO_PRODUCTS.length
  for (const [position, product] of DEMO_PRODUCTS.entries()) {
    const difference = RIVERSIDE_DIFFERENCES[product.slug]
    const doc: ProductInput = {
      ...product,
      position,
      branches: difference ? [{ branch_id: riverside, ...difference }] : [],
    }
    await catalogue.createProduct(doc, SEED_ACTOR)
    progress(position + 1, total)
  }
  const bannerIds: number[] = []
  for (const banner of DEMO_BANNERS) bannerIds.push(await store.createBanner(demoBanner(banner)))
  for (const [position, page] of DEMO_PAGES.entries()) await pages.create({ ...page, position }, SEED_ACTOR)
  await layout.replaceAndPublish({ entries: DEMO_LAYOUT(bannerIds) }, SEED_ACTOR)
  for (const coupon of DEMO_COUPONS(riverside)) await discounts.create(coupon, SEED_ACTOR)
}
