import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Readiness } from '../../apps/server/src/health/readiness.ts'
import { HealthRepository } from '../../apps/server/src/health/repository.ts'
import { startServerProcess } from '../support/server-process.ts'
import { createTestApp, OWNER_TOKEN, type TestApp } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, dbKind } from '../support/test-db.ts'

/** /healthz and /readyz for load balancers, and the drain on SIGTERM, on SQLite and PostgreSQL. */
describe.skipIf(!databaseAvailable)('health and readiness', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('/healthz says the process is up, in JSON, never cached', async () => {
    const res = await t.app.inject({ url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({ status: 'ok' })
  })

  it('/readyz is 200 with the database answering and its migrations current', async () => {
    const res = await t.app.inject({ url: '/readyz' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ status: 'ready' })
  })

  it('is not ready, with the reason, on a database behind on migrations or one that cannot be reached', async () => {
    const behind = await createTestDatabase({ migrateUpTo: '2026112301_checkout' })
    try {
      expect(await new Readiness(new HealthRepository(behind.db.kysely)).check()).toEqual({
        ready: false,
        reason: expect.stringMatching(/^The database is \d+ migrations behind \(next: 2026112302_payments\)$/),
      })
    } finally {
      await behind.drop()
    }
    const gone = await createTestDatabase()
    await gone.drop() // closed (and on PostgreSQL dropped): every query fails
    expect(await new Readiness(new HealthRepository(gone.db.kysely)).check()).toEqual({
      ready: false,
      reason: expect.stringMatching(/^The database cannot be reached: /),
    })
  })

  it('/readyz turns 503 once the server drains, while /healthz and the store still answer', async () => {
    const other = await createTestApp({ seed: 'empty' })
    try {
      other.app.ctx.readiness.startDraining()
      const ready = await other.app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'The server is shutting down' })
      expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200)
      expect((await other.app.inject({ url: '/api/cache-info' })).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it.skipIf(dbKind !== 'sqlite')(
    'a server sent SIGTERM with DRAIN_MS says 503 on /readyz, still serves, then exits 0',
    { timeout: 90_000 },
    async () => {
      const database = await createTestDatabase()
      try {
        const server = await startServerProcess({
          OWNER_TOKEN,
          STORE_SEED: 'empty',
          WEB_DIST_DIR: '/nonexistent',
          SQLITE_PATH: database.sqlitePath,
          DRAIN_MS: '3000',
        })
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
        const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
        server.child.kill('SIGTERM')
        // The drain begins at the signal; poll until the server has seen it.
        let readyz = 200
        while (readyz === 200) readyz = (await fetch(`${server.url}/readyz`)).status
        expect(readyz).toBe(503)
        expect((await fetch(`${server.url}/api/cache-info`)).status).toBe(200)
        expect(await exited).toBe(0)
      } finally {
        await database.drop()
      }
    },
  )
})
