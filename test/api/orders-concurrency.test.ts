import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCart,
  createBranch,
  createCoupon,
  createProduct,
  fundWallet,
  type Headers,
  newIdempotencyKey,
  registerShopper,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * Concurrency, on SQLite and PostgreSQL, with real parallel HTTP requests to a listening
 * server: stock, an offer's limit and a wallet hold, and one Idempotency-Key makes one order.
 * Pickup orders at a branch of the test's own, so every test starts from empty carts.
 */
describe.skipIf(!databaseAvailable)('orders API under parallel requests', () => {
  let t: TestApp
  let base: string
  const shoppers: Headers[] = []
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    for (let i = 0; i < 50; i++) shoppers.push((await registerShopper(t.app, 'Para')).headers)
  })
  afterAll(async () => {
    await t?.close()
  })

  const place = async (headers: Headers, branchId: number, payload: object, key = newIdempotencyKey()) => {
    const res = await fetch(`${base}/api/place-order?branch_id=${branchId}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    return {
      status: res.status,
      body: (await res.json()) as { message?: string; order?: { id: string; number: number }; cart?: { total: number } },
    }
  }
  const owner = async (url: string) => (await t.app.inject({ url: `/api/admin${url}`, headers: ownerHeaders })).json()
  const pickup = { fulfilment: 'pickup', payment_method: 'cod' }

  it('stock 1 and 50 parallel orders: one order, 49 clear refusals, stock 0', async () => {
    const branch = (await createBranch(t.app, { name: 'Stock branch' })).id
    const product = (await createProduct(t.app, { name: 'Last truffle cake', selling_price: 900, stock: 1 })).id
    for (const me of shoppers) await addToCart(t.app, me, branch, product, 1)
    const answers = await Promise.all(shoppers.map((me) => place(me, branch, pickup)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 201)
    expect(refused).toHaveLength(49)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.body.message).toMatch(/Last truffle cake/)
    }
    expect((await owner(`/products/${product}`)).stock).toBe(0)
    expect((await owner(`/orders?branch_id=${branch}`)).total).toBe(1)
  })

  it('an offer limited to 5 uses under 50 parallel orders: exactly 5 orders get it, the rest see the new total', async () => {
    const branch = (await createBranch(t.app, { name: 'Offer branch', delivery_fee: 0 })).id
    const product = (await createProduct(t.app, { name: 'Focaccia', selling_price: 500 })).id
    // Automatic: nobody claims a use when the cart shows it, so all 50 carts show it and the orders race for the 5 uses.
    const offer = await createCoupon(t.app, {
      kind: 'flat',
      value: 100,
      title: 'First five',
      is_automatic: true,
      total_limit: 5,
      branch_id: branch,
    })
    const carts = []
    for (const me of shoppers) carts.push(await addToCart(t.app, me, branch, product, 1))
    expect(carts.every((c) => c.total === 400)).toBe(true)
    const answers = await Promise.all(shoppers.map((me) => place(me, branch, { ...pickup, expected_total: 400 })))
    const placed = answers.filter((a) => a.status === 201)
    expect(placed).toHaveLength(5)
    const changed = answers.filter((a) => a.status === 409)
    expect(changed).toHaveLength(45)
    expect(changed.every((a) => a.body.cart?.total === 500)).toBe(true)
    expect((await owner(`/coupons/${offer.id}`)).used_count).toBe(5)
    expect((await owner(`/orders?branch_id=${branch}`)).total).toBe(5)
  })

  it('a wallet of 100 and 50 parallel orders that each use 30: exactly 3 debits, never below zero', async () => {
    const me = shoppers[0]!
    const product = (await createProduct(t.app, { name: 'Espresso', selling_price: 30 })).id
    const branches: number[] = []
    for (let i = 0; i < 50; i++) {
      const branch = (await createBranch(t.app, { name: `Kiosk ${i}`, delivery_fee: 0 })).id
      branches.push(branch)
      await addToCart(t.app, me, branch, product, 1) // a cart at each branch: 50 orders of one shopper at once
    }
    const userId = await fundWallet(t.app, me, 100)
    const answers = await Promise.all(branches.map((b) => place(me, b, { fulfilment: 'pickup', payment_method: 'wallet' })))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 201)
    expect(refused.every((a) => a.status === 422 && /wallet balance/.test(a.body.message ?? ''))).toBe(true)
    const db = t.database.db.kysely
    expect((await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance).toBe(10)
    const ledger = await db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute()
    expect(ledger.filter((l) => l.direction === 'debit').map((l) => [l.amount, l.balance_after])).toEqual([
      [30, 70],
      [30, 40],
      [30, 10],
    ])
  })

  it('20 parallel place-order calls with one Idempotency-Key: one order, the same answer to all', async () => {
    const branch = (await createBranch(t.app, { name: 'Key branch' })).id
    const product = (await createProduct(t.app, { name: 'Cannoli', selling_price: 450 })).id
    const me = shoppers[1]!
    await addToCart(t.app, me, branch, product, 2)
    const key = newIdempotencyKey()
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(me, branch, pickup, key)))
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(20).fill([201, undefined]))
    expect(new Set(answers.map((a) => a.body.order?.id)).size).toBe(1)
    expect((await owner(`/orders?branch_id=${branch}`)).total).toBe(1)
    // Later: the same key and body answer the first order again; another body with the key is refused.
    const again = await place(me, branch, pickup, key)
    expect(again.status).toBe(201)
    expect(again.body.order?.id).toBe(answers[0]!.body.order?.id)
    const other = await place(me, branch, { ...pickup, notes: 'different' }, key)
    expect(other.status).toBe(422)
    expect(other.body.message).toMatch(/Idempotency-Key/)
  })
})
