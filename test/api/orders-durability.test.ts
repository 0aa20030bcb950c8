import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'
import { dbKind } from '../support/test-db.ts'

type Headers = Record<string, string>
const ORDERS = 200

/**
 * Durability, SQLite only (PostgreSQL's durability is the server's own): a real server
 * process takes 200 parallel cash-on-delivery orders and is killed with SIGKILL part-way through.
 * After a restart on the same file, every order that was answered 201 is there, whole, and SQLite's
 * integrity_check is ok.
 */
describe.skipIf(dbKind !== 'sqlite')('orders survive a server killed mid-way', () => {
  let dir = ''
  const servers: ServerProcess[] = []
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  const call = async (base: string, method: string, url: string, headers: Headers = {}, body?: object) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const owner = { authorization: `Bearer ${OWNER_TOKEN}` }

  it('every order answered 201 before the SIGKILL is there after a restart, and integrity_check is ok', { timeout: 300_000 }, async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-durability-'))
    const sqlitePath = path.join(dir, 'store.sqlite')
    const env = { OWNER_TOKEN, STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent', SQLITE_PATH: sqlitePath }
    const first = await startServerProcess(env)
    servers.push(first)
    const base = first.url
    const branch = (await call(base, 'GET', '/api/admin/branches', owner)).body.items as { id: number }[]
    const branchId = branch[0]!.id
    const product = await call(base, 'POST', '/api/admin/products', owner, { name: 'Durable dal', slug: 'durable-dal', selling_price: 450 })
    expect(product.status).toBe(201)

    // 200 shoppers, each with one line in the cart (a few registrations at a time: Argon2id is slow on purpose).
    const shoppers: Headers[] = []
    for (let i = 0; i < ORDERS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, ORDERS - i) }, async (_, j) => {
          const n = i + j
          const reg = await call(
            base,
            'POST',
            '/api/register',
            {},
            {
              name: `Durable ${n}`,
              email: `durable.${n}@example.com`,
              phone: `+9198${String(n).padStart(8, '0')}`,
              password: 'long enough secret',
            },
          )
          expect(reg.status).toBe(201)
          const headers = { authorization: `Bearer ${reg.body.authToken as string}` }
          const cart = await call(base, 'POST', `/api/cart/add?branch_id=${branchId}`, headers, {
            product_id: product.body.id,
            quantity: 1,
          })
          expect(cart.status).toBe(201)
          return headers
        }),
      )
      shoppers.push(...batch)
    }

    // All 200 at once; the process is killed once a tenth of them have been answered 201.
    const placed: { headers: Headers; id: string; number: number }[] = []
    let unanswered = 0
    let killed = false
    const exited = new Promise((resolve) => first.child.once('exit', resolve))
    await Promise.all(
      shoppers.map(async (headers, i) => {
        try {
          const res = await call(
            base,
            'POST',
            `/api/place-order?branch_id=${branchId}`,
            { ...headers, 'idempotency-key': `durable-${i}-key` },
            {
              fulfilment: 'pickup',
              payment_method: 'cod',
            },
          )
          if (res.status !== 201) throw new Error(`place-order answered ${res.status}: ${JSON.stringify(res.body)}`)
          const order = res.body.order as { id: string; number: number }
          placed.push({ headers, id: order.id, number: order.number })
          if (placed.length >= ORDERS / 10 && !killed) {
            killed = true
            first.child.kill('SIGKILL')
          }
        } catch (error) {
          if (!killed) throw error
          unanswered += 1 // the connection died with the process
        }
      }),
    )
    await exited
    // Killed part-way: some orders were answered, some never were.
    expect(placed.length).toBeGreaterThanOrEqual(ORDERS / 10)
    expect(unanswered).toBeGreaterThan(0)
    expect(placed.length + unanswered).toBe(ORDERS)

    const second = await startServerProcess(env)
    servers.push(second)
    for (const order of placed) {
      const res = await call(second.url, 'GET', `/api/get-single-order?order_id=${order.id}`, order.headers)
      expect(res.status).toBe(200)
      expect(res.body.order).toMatchObject({
        id: order.id,
        number: order.number,
        status: 'placed',
        lines: [{ name: 'Durable dal', quantity: 1 }],
      })
    }
    // Nothing beyond what was sent: at most one order per shopper, numbers unique.
    const all = (await call(second.url, 'GET', '/api/admin/orders?per_page=100&page=1', owner)).body
    expect(all.total as number).toBeGreaterThanOrEqual(placed.length)
    expect(all.total as number).toBeLessThanOrEqual(ORDERS)
    await second.stop()

    const db = new SQLite(sqlitePath, { readonly: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(db.pragma('foreign_key_check')).toEqual([])
      const numbers = db.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT number) AS distinct_numbers FROM orders').get() as {
        n: number
        distinct_numbers: number
      }
      expect(numbers.n).toBe(numbers.distinct_numbers)
    } finally {
      db.close()
    }
  })
})
