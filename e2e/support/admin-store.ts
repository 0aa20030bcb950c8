import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestDatabase } from '../../test/support/test-db.ts'
import { OWNER_TOKEN } from '../../test/support/test-app.ts'

/** The demo store (or an empty one) with the built storefront and owner's app, and its app, for the owner's journeys. */
export async function startAdminStore(kind: 'demo' | 'empty' = 'demo') {
  const database = await createTestDatabase()
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, kind)
  const app = await buildApp({
    config: { ...loadConfig({}, []), cacheVersionTtlMs: 0 },
    db: database.db,
    ownerTokenHash: sha256(OWNER_TOKEN),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async stop() {
      await app.close()
      await database.drop()
    },
  }
}
