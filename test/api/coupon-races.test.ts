import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCart,
  createBranch,
  createCoupon,
  createProduct,
  type Headers,
  newIdempotencyKey,
  registerShopper,
} from '../support/factories.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * A coupon's per-shopper conditions (once per shopper, first order only) under one shopper's parallel
 * orders: carts at several branches, each holding the code, placed at the same moment over real HTTP.
 * The conditions are checked again inside the order's transaction, with the shopper's orders held
 * still (decision 0042), so only one order gets the offer; the others answer 409 with the cart as it
 * now is, the offer gone and the reason said.
 */
describe.skipIf(!databaseAvailable)('a shopper’s coupon conditions under parallel orders', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const place = async (headers: Headers, branchId: number, expectedTotal: number) => {
    const res = await fetch(`${base}/api/place-order?branch_id=${branchId}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': newIdempotencyKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ fulfilment: 'pickup', payment_method: 'cod', expected_total: expectedTotal }),
    })
    return {
      status: res.status,
      body: (await res.json()) as {
        message?: string
        order?: { coupon_code?: string | null }
        cart?: { total: number; coupon_message?: string }
      },
    }
  }
  const applyAt = async (headers: Headers, branchId: number, code: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/cart/apply-coupon?branch_id=${branchId}`, headers, payload: { code } })
    expect(res.statusCode).toBe(200)
    return res.json() as { total: number }
  }
  const ordersWithCode = async (code: string) => {
    const rows = await t.database.db.kysely.selectFrom('orders').select('id').where('coupon_code', '=', code).execute()
    return rows.length
  }

  async function cartsAtBranches(me: Headers, code: string, count: number) {
    const product = (await createProduct(t.app, { name: 'Tiramisu', selling_price: 1000 })).id
    const branches: number[] = []
    for (let i = 0; i < count; i++) {
      const branch = (await createBranch(t.app, { name: `Counter ${code} ${i}`, delivery_fee: 0 })).id
      await addToCart(t.app, me, branch, product, 1)
      expect((await applyAt(me, branch, code)).total).toBe(900)
      branches.push(branch)
    }
    return branches
  }

  for (const round of [1, 2, 3]) {
    it(`once per shopper: 8 parallel orders holding the code, one gets it (round ${round})`, async () => {
      const me = (await registerShopper(t.app, 'Once')).headers
      const coupon = await createCoupon(t.app, { kind: 'flat', value: 100, per_user_limit: 1 })
      const branches = await cartsAtBranches(me, coupon.code, 8)
      const answers = await Promise.all(branches.map((b) => place(me, b, 900)))
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      const lost = answers.filter((a) => a.status !== 201)
      for (const a of lost) {
        expect(a.status).toBe(409)
        expect(a.body.cart).toMatchObject({ total: 1000, coupon_message: 'You have already used this offer' })
      }
      expect(await ordersWithCode(coupon.code)).toBe(1)
    })

    it(`first order only: 8 parallel orders holding the code, one gets it (round ${round})`, async () => {
      const me = (await registerShopper(t.app, 'First')).headers
      const coupon = await createCoupon(t.app, { kind: 'flat', value: 100, first_order_only: true })
      const branches = await cartsAtBranches(me, coupon.code, 8)
      const answers = await Promise.all(branches.map((b) => place(me, b, 900)))
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      for (const a of answers.filter((x) => x.status !== 201)) {
        expect(a.status).toBe(409)
        expect(a.body.cart).toMatchObject({ total: 1000, coupon_message: 'This offer is for your first order only' })
      }
      expect(await ordersWithCode(coupon.code)).toBe(1)
    })
  }
})
