import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest, migrationNames, migrationsFor } from '../../apps/server/src/db/migrate.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'

describe.skipIf(!databaseAvailable)('migrations that change data', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ migrateUpTo: '2026112103_discounts' })
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('merges duplicated cart lines into the oldest before making a line unique per choice', async () => {
    const db = database.db.kysely
    const now = new Date().toISOString()
    const { id: cartId } = await db
      .insertInto('carts')
      .values({ owner_key: 'guest:x', branch_id: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const line = (product: number, quantity: number, multi = '[]') => ({
      cart_id: cartId,
      product_id: product,
      quantity,
      selected_attributes: '[1]',
      selected_multi_attributes: multi,
      unit_price: 500,
      created_at: now,
    })
    await db
      .insertInto('cart_items')
      .values([line(7, 1), line(7, 2), line(7, 1, '[4]'), line(8, 5), line(7, 3)])
      .execute()
    const before = await db.selectFrom('cart_items').select('id').orderBy('id').execute()

    await migrateToLatest(database.db)

    const after = await db
      .selectFrom('cart_items')
      .select(['id', 'product_id', 'quantity', 'selected_multi_attributes'])
      .orderBy('id')
      .execute()
    expect(after).toEqual([
      { id: before[0]!.id, product_id: 7, quantity: 6, selected_multi_attributes: '[]' },
      { id: before[2]!.id, product_id: 7, quantity: 1, selected_multi_attributes: '[4]' },
      { id: before[3]!.id, product_id: 8, quantity: 5, selected_multi_attributes: '[]' },
    ])
    await expect(db.insertInto('cart_items').values(line(8, 1)).execute()).rejects.toThrow(/unique|UNIQUE/)
  })
})

describe.skipIf(!databaseAvailable)('migrations merged from parallel branches (decision 0096)', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ migrateUpTo: '2026120300_brand_images' })
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('runs an earlier-named migration on a database that already ran a later-named one', async () => {
    // A build that had the later branch merged first: it ran 0700 and never knew 0400.
    const later = '2026120700_order_metric_indexes'
    await migrationsFor(database.db)[later]!.up(database.db.kysely)
    await database.db.kysely
      .insertInto('kysely_migration' as never)
      .values({ name: later, timestamp: new Date().toISOString() } as never)
      .execute()

    await migrateToLatest(database.db)

    const ran = (await database.db.kysely
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()) as { name: string }[]
    expect(ran.map((r) => r.name).sort()).toEqual(migrationNames())
    // The earlier-named migration's columns exist now.
    await expect(
      database.db.kysely
        .selectFrom('pages' as never)
        .select(['published', 'seo_title'] as never)
        .execute(),
    ).resolves.toBeDefined()
    await expect(
      database.db.kysely
        .selectFrom('scratch_campaigns' as never)
        .select('budget_used' as never)
        .execute(),
    ).resolves.toBeDefined()
  })
})
