import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startNginx, type Nginx } from './support/nginx.ts'
import { openLoad, type LoadRequest } from './support/open-load.ts'
import { startStores, type StoreDatabase, type Stores } from './support/stores.ts'
import { deployTools } from './support/tools.ts'

const tools = deployTools({ nginx: 'nginx', openssl: 'openssl' })
/** The test run's PostgreSQL (test/support/postgres-global-setup.ts): null only outside CI on a machine without it. */
const pgAdminUrl = inject('pgAdminUrl')

/**
 * The README's two set-ups, each with its upgrade's rolling restart: several servers on PostgreSQL, and
 * one machine's two servers on one SQLite file (decision 0079).
 */
const SETUPS: { name: string; database: StoreDatabase | null }[] = [
  { name: 'PostgreSQL', database: pgAdminUrl === null ? null : { kind: 'postgres', adminUrl: pgAdminUrl } },
  { name: 'one SQLite file', database: { kind: 'sqlite' } },
]

/** A shopper's mix: the catalogue, a product, the home page, and one cart write in four. */
function shopperRequest(n: number): LoadRequest {
  switch (n % 4) {
    case 0:
      return {
        method: 'POST',
        path: '/api/cart/add?branch_id=1',
        headers: { 'content-type': 'application/json', 'guest-id': randomUUID() },
        body: JSON.stringify({ product_id: 37, quantity: 1 }),
      }
    case 1:
      return { method: 'GET', path: '/api/get-products?branch_id=1&per_page=20' }
    case 2:
      return { method: 'GET', path: '/api/get-product?branch_id=1&slug=sparkling-water' }
    default:
      return { method: 'GET', path: '/', headers: { 'accept-encoding': 'gzip' } }
  }
}

async function readyWithin(url: string, deadlineMs = 30_000) {
  const start = Date.now()
  while ((await fetch(`${url}/readyz`).catch(() => null))?.status !== 200) {
    if (Date.now() - start > deadlineMs) throw new Error(`${url} not ready within ${deadlineMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The README's upgrade step, under load (decision 0077): two servers behind deploy/nginx.conf, each in
 * turn taken out of nginx (`down`, reload), stopped with SIGTERM (it drains for DRAIN_MS and finishes
 * what it has), started again, and put back once its /readyz answers 200, while an open-loop load of
 * shoppers' requests, cart writes among them, goes through nginx. No request fails.
 */
for (const { name, database } of SETUPS)
  describe.skipIf(tools.skip || database === null)(`a rolling restart behind nginx, two servers on ${name}`, () => {
    let stores: Stores
    let nginx: Nginx
    beforeAll(async () => {
      if (tools.missing) throw new Error(tools.missing)
      stores = await startStores(2, database!, { DRAIN_MS: '300' })
      nginx = await startNginx(stores.addresses().map((address) => ({ address })))
    })
    afterAll(async () => {
      await nginx?.stop()
      await stores?.stop()
    })

    it(
      'restarts each of two servers in turn with SIGTERM under an open-loop load, and no request fails',
      { timeout: 240_000 },
      async () => {
        const load = openLoad(nginx.url, nginx.ca, 25, 200, shopperRequest)
        const started = performance.now()
        const pidsBefore = stores.servers.map((s) => s.child.pid)
        const exitCodes: (number | null)[] = []
        for (const i of [0, 1]) {
          const addresses = stores.addresses()
          await nginx.reload(addresses.map((address, j) => ({ address, down: j === i })))
          const old = stores.servers[i]!
          await old.stop()
          exitCodes.push(old.child.exitCode)
          const fresh = await stores.start(i)
          await readyWithin(fresh.url)
          await nginx.reload(addresses.map((address) => ({ address })))
        }
        const { sent, failures } = await load.stop()
        console.info(
          `rolling restart: ${sent} requests in ${Math.round((performance.now() - started) / 100) / 10} s, ${failures.length} failed`,
        )
        expect(failures).toEqual([])
        expect(exitCodes).toEqual([0, 0])
        expect(stores.servers.map((s) => s.child.pid)).not.toContain(pidsBefore[0])
        expect(stores.servers.map((s) => s.child.pid)).not.toContain(pidsBefore[1])
        expect(sent).toBeGreaterThan(50)
        expect(nginx.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/)
      },
    )
  })
