import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventStream } from '../support/event-stream.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'
import { createTestDatabase, databaseAvailable, dbKind, type TestDatabase } from '../support/test-db.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'
import { STAFF_PASSWORD } from '../support/staff.ts'

/**
 * The live board across servers (decision 0053): an order placed through server A is an event on a
 * board connected to server B (LISTEN/NOTIFY on PostgreSQL; on SQLite, two processes on one file, rows
 * each reads), and on PostgreSQL a board whose server lost its LISTEN connection is told to resync,
 * then gets the next orders again.
 */
describe.skipIf(!databaseAvailable)('the live board across two server processes', () => {
  let database: TestDatabase
  let a: ServerProcess
  let b: ServerProcess
  let staffHeaders: Record<string, string>
  beforeAll(async () => {
    database = await createTestDatabase()
    const env = {
      OWNER_TOKEN,
      STORE_SEED: 'demo',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { SQLITE_PATH: database.sqlitePath }),
    }
    a = await startServerProcess(env)
    b = await startServerProcess(env)
    const owner = { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' }
    const invited = await json(`${a.url}/api/admin/staff`, 'POST', owner, { name: 'Board', email: 'board@shop.example', role: 'staff' })
    const session = await json(
      `${a.url}/api/admin/setup`,
      'POST',
      {},
      { token: invited.setup_link.split('#token=')[1], password: STAFF_PASSWORD },
    )
    staffHeaders = { authorization: `Bearer ${session.token}` }
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.drop()
  })

  async function json(url: string, method = 'GET', headers: Record<string, string> = {}, body?: object) {
    const res = await fetch(url, {
      method,
      headers: { ...headers, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res.json()
  }

  /** A shopper places a pickup order (cash) through `server`; answers its public id. */
  async function placeThrough(server: ServerProcess): Promise<string> {
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8)
    const { authToken } = await json(
      `${server.url}/api/register`,
      'POST',
      {},
      { name: 'Live', email: `live.${n}@example.com`, phone: `+9193${n}`, password: 'long enough secret' },
    )
    const headers = { authorization: `Bearer ${authToken}` }
    const { product } = await json(`${server.url}/api/get-product?slug=tiramisu`)
    await json(`${server.url}/api/cart/add?branch_id=1`, 'POST', headers, { product_id: product.id, quantity: 1 })
    const { order } = await json(
      `${server.url}/api/place-order?branch_id=1`,
      'POST',
      { ...headers, 'idempotency-key': `live-${n}` },
      { fulfilment: 'pickup', payment_method: 'cod' },
    )
    return order.id
  }

  it('an order placed through A is an event on a board connected to B, and so is its next status', async () => {
    const board = await openEventStream(`${b.url}/api/admin/orders/events`, staffHeaders)
    await board.next((e) => e.event === 'hello')
    const id = await placeThrough(a)
    expect(JSON.parse((await board.next((e) => e.event === 'order')).data)).toEqual({ kind: 'placed', id })
    await json(`${a.url}/api/admin/orders/${id}/status`, 'POST', staffHeaders, { status: 'accepted' })
    expect(JSON.parse((await board.next((e) => e.event === 'order')).data)).toEqual({ kind: 'changed', id })
    // The board's list on B has it, as the board reloads it.
    const { orders } = await json(`${b.url}/api/admin/orders?statuses=accepted`, 'GET', staffHeaders)
    expect(orders.map((o: { id: string }) => o.id)).toContain(id)
    await board.close()
  })

  it.skipIf(dbKind !== 'postgres')(
    "when B's LISTEN connection is cut, B's board is told to resync, and B hears the next orders",
    async () => {
      const board = await openEventStream(`${b.url}/api/admin/orders/events`, staffHeaders)
      await board.next((e) => e.event === 'hello')
      const admin = new pg.Client({ connectionString: database.databaseUrl! })
      await admin.connect()
      try {
        // Every LISTEN connection of the two servers: cut them all, as a failover would.
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()",
        )
        expect(rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      await board.next((e) => e.event === 'resync')
      const id = await placeThrough(a)
      expect(JSON.parse((await board.next((e) => e.event === 'order' && e.data.includes(id))).data)).toEqual({ kind: 'placed', id })
      await board.close()
    },
  )
})
