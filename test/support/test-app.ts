import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import type { WorkerTiming } from '../../apps/server/src/outbox/worker.ts'
import { createTestDatabase, type TestDatabase } from './test-db.ts'

export const OWNER_TOKEN = 'test-owner-token-0123456789abcdef'
export const ownerHeaders = { authorization: `Bearer ${OWNER_TOKEN}` }

export interface TestApp {
  app: App
  database: TestDatabase
  close(): Promise<void>
}

/** The real app on a real database, seeded like a fresh install; requests go through app.inject. */
export async function createTestApp(
  options: {
    seed?: 'demo' | 'empty'
    notFoundLimit?: { maxPerWindow: number; windowMs: number }
    /** Environment variables read through config.ts as a server would (SMTP_URL, TWILIO_*…). */
    env?: NodeJS.ProcessEnv
    /** Receives the development outbox's lines (mails and SMS when SMTP or Twilio is not configured). */
    print?: (line: string) => void
    outboxTiming?: Partial<WorkerTiming>
    /**
     * How long the app trusts its snapshot of the cache versions. 0 by default, so every request reads
     * them and sees another test's write at once; tests of the response cache's hit path set a real TTL.
     */
    cacheVersionTtlMs?: number
    /** Fastify's logger; off by default. Tests of what the server logs pass a level and a stream. */
    logger?: Parameters<typeof buildApp>[0]['logger']
    /** Which database, when not the project's (TEST_DB): the SQLite-to-PostgreSQL copy needs both. */
    databaseKind?: 'sqlite' | 'postgres'
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ kind: options.databaseKind })
  const config = { ...loadConfig(options.env ?? {}, []), cacheVersionTtlMs: options.cacheVersionTtlMs ?? 0 }
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, options.seed ?? 'demo')
  const app = await buildApp({
    config,
    db: database.db,
    ownerTokenHash: sha256(OWNER_TOKEN),
    serveWebApp: false,
    notFoundLimit: options.notFoundLimit,
    print: options.print,
    outboxTiming: options.outboxTiming,
    logger: options.logger,
  })
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}

/**
 * The app on a database that already holds a store (a copy, a restore): nothing is seeded. `env` as
 * createTestApp's, so a server on a copy can run with the configuration the original ran with.
 */
export async function openTestApp(database: TestDatabase, options: { env?: NodeJS.ProcessEnv } = {}): Promise<App> {
  const config = { ...loadConfig(options.env ?? {}, []), cacheVersionTtlMs: 0 }
  return buildApp({ config, db: database.db, ownerTokenHash: sha256(OWNER_TOKEN), serveWebApp: false })
}
