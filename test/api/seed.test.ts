import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** Re-seeding a store (npm run seed) on SQLite and PostgreSQL. */
describe.skipIf(!databaseAvailable)('seeding again', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const branches = async () =>
    ((await t.app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items as { id: number; name: string }[]).map(
      (b) => [b.id, b.name],
    )

  it('keeps the branch ids a shopper’s browser remembers, however often it runs', async () => {
    const first = await branches()
    expect(first).toEqual([
      [1, 'Downtown'],
      [2, 'Riverside'],
    ])
    const ctx = { db: t.database.db, versions: new CacheVersions(t.database.db.kysely, 0) }
    await seedStore(ctx, 'demo')
    await seedStore(ctx, 'empty')
    await seedStore(ctx, 'demo')
    expect(await branches()).toEqual(first)
  })
})
