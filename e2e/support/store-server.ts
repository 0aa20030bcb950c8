import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestDatabase } from '../../test/support/test-db.ts'
import { OWNER_TOKEN } from '../../test/support/test-app.ts'

/** A real store (built web app + API + SQLite file) listening on a free loopback port. */
export async function startStore(seed: 'demo' | 'empty' = 'demo') {
  const database = await createTestDatabase()
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, seed)
  const app = await buildApp({
    config: { ...loadConfig({}, []), cacheVersionTtlMs: 0 },
    db: database.db,
    ownerTokenHash: sha256(OWNER_TOKEN),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const url = `http://127.0.0.1:${port}`
  const ownerHeaders = { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' }
  return {
    url,
    ownerHeaders,
    /** The store's database (a journey may take it away to see how a server failure looks). */
    database,
    /** Changes settings through the owner API, as an owner would. */
    async setSettings(settings: Record<string, string | boolean>) {
      const res = await fetch(`${url}/api/admin/settings`, { method: 'PUT', headers: ownerHeaders, body: JSON.stringify(settings) })
      if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`)
    },
    async stop() {
      await app.close()
      await database.drop()
    },
  }
}
