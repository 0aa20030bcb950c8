import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'

/**
 * Two server processes on one database. Each caches responses in memory, keyed by
 * the database's cache versions; a change made through one must be served by the other within a second.
 */
describe.skipIf(!databaseAvailable)('several servers, one database', () => {
  let database: TestDatabase
  let a: ServerProcess
  let b: ServerProcess
  beforeAll(async () => {
    database = await createTestDatabase()
    const env = {
      OWNER_TOKEN,
      STORE_SEED: 'demo',
      WEB_DIST_DIR: '/nonexistent',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { SQLITE_PATH: database.sqlitePath }),
    }
    // Both start together on a new database: exactly one of them may fill it.
    ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.drop()
  })

  const json = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init)
    expect(res.status, url).toBeLessThan(300)
    return res.json()
  }
  const admin = (server: ServerProcess, method: string, path: string, body: unknown) =>
    json(`${server.url}/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  /** Polls until `check` holds; returns how long that took, or fails after the deadline. */
  async function visibleWithin(deadlineMs: number, check: () => Promise<boolean>): Promise<number> {
    const start = Date.now()
    while (Date.now() - start < deadlineMs) {
      if (await check()) return Date.now() - start
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error(`change not visible within ${deadlineMs} ms`)
  }

  it('fills a new database once when two servers start on it together', async () => {
    const headers = { authorization: `Bearer ${OWNER_TOKEN}` }
    expect((await json(`${a.url}/api/admin/branches`, { headers })).items).toHaveLength(2)
    const { items } = await json(`${b.url}/api/admin/products`, { headers })
    expect(items).toHaveLength(new Set(items.map((p: { slug: string }) => p.slug)).size)
    expect(items.length).toBeGreaterThan(40)
  })

  it('a settings change made through A is served by B within a second', async () => {
    expect((await json(`${b.url}/api/get-data`)).settings.storeName).toBe('Bella Forno') // B has it cached now
    await admin(a, 'PUT', '/settings', { storeName: 'Forno Nuovo' })
    await visibleWithin(1000, async () => (await json(`${b.url}/api/get-data`)).settings.storeName === 'Forno Nuovo')
  })

  it('a product change made through B is served by A within a second', async () => {
    const { items } = await json(`${a.url}/api/admin/products`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } })
    const espresso = items.find((p: { slug: string }) => p.slug === 'espresso')
    expect((await json(`${a.url}/api/get-product?slug=espresso`)).product.selling_price).toBe(249)
    await admin(b, 'PUT', `/products/${espresso.id}`, {
      name: 'Espresso',
      slug: 'espresso',
      selling_price: 299,
      category_slugs: ['coffee'],
    })
    await visibleWithin(1000, async () => (await json(`${a.url}/api/get-product?slug=espresso`)).product.selling_price === 299)
    await visibleWithin(1000, async () => (await json(`${a.url}/api/search-products?q=espresso`)).products[0]?.price === 299)
  })
})
