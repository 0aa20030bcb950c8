import path from 'node:path'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestDatabase } from '../../test/support/test-db.ts'
import { OWNER_TOKEN } from '../../test/support/test-app.ts'

/** The build the journeys run against (e2e/support/build-web.ts). */
export const BUILT_WEB = path.resolve(import.meta.dirname, '../../apps/web/dist')

/**
 * The demo store on one loopback port that can be deployed again with another build, as an owner
 * replaces a release: the same origin (so the same service worker registration), the same database.
 */
export async function startRedeployableStore() {
  const database = await createTestDatabase()
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
  let port = 0
  const listen = async (distDir: string) => {
    const app = await buildApp({
      config: { ...loadConfig({ WEB_DIST_DIR: distDir }, []), cacheVersionTtlMs: 0 },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
    })
    await app.listen({ port, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
    return app
  }
  let app = await listen(BUILT_WEB)
  const url = `http://127.0.0.1:${port}`
  const ownerHeaders = { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' }
  return {
    url,
    ownerHeaders,
    /** Stops the running server and starts one serving `distDir` on the same port. */
    async deploy(distDir: string) {
      await app.close()
      app = await listen(distDir)
    },
    async stop() {
      await app.close()
      await database.drop()
    },
  }
}
