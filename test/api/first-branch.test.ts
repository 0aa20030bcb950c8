import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '@store/core'
import { CartRepository } from '../../apps/server/src/cart/repository.ts'
import { NO_BRANCH_ID } from '../../apps/server/src/branches/service.ts'
import { addAddress, createBranch, createCoupon, createProduct, newIdempotencyKey, registerShopper } from '../support/factories.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * A store's first branch (decision 0097), on SQLite and PostgreSQL: shoppers of a store without a
 * branch fill carts (kept under no branch) and cannot order; when the owner creates the first branch,
 * those carts are that branch's, lines and coupon included, priced there as any cart is.
 */
describe.skipIf(!databaseAvailable)('the first branch keeps the carts filled before it', () => {
  let t: TestApp
  let soup: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    soup = (await createProduct(t.app, { name: 'Soup', selling_price: 1000 })).id
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const cartOf = async (headers: Record<string, string>, query = '') => {
    const res = await call(headers, 'GET', `/api/get-cart${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Cart
  }

  it('moves a guest’s and a shopper’s lines and coupon to the first branch, where they can order', async () => {
    const coupon = await createCoupon(t.app, { code: 'FIRST10', kind: 'percentage', value: 1000 })
    const guest = { 'guest-id': randomUUID() }
    const asha = await registerShopper(t.app, 'Asha')
    // No branch: the storefront asks for the default branch, and the store sells from none.
    expect((await call(guest, 'POST', '/api/cart/add', { product_id: soup, quantity: 2 })).statusCode).toBe(201)
    const applied = await call(guest, 'POST', '/api/cart/apply-coupon', { code: 'first10' })
    expect(applied.statusCode, applied.body).toBe(200)
    expect((await call(asha.headers, 'POST', '/api/cart/add', { product_id: soup, quantity: 1 })).statusCode).toBe(201)
    expect(await cartOf(guest)).toMatchObject({ subtotal: 2000, customer_applied_coupon: 'FIRST10', coupon_applied: true })

    // An order cannot be placed yet: there is no branch to make it at.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/place-order',
      headers: { ...asha.headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'pickup', payment_method: 'cod' },
    })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json().message).toBe('This store has no branch to order from yet')

    const branch = await createBranch(t.app, { name: 'Centre', pincodes: ['10001'], delivery_fee: 300, free_delivery_above: 5000 })
    const at = `?branch_id=${branch.id}`
    const guestCart = await cartOf(guest, at)
    expect(guestCart.cartItems.map((l) => [l.product_id, l.quantity])).toEqual([[soup, 2]])
    // Priced at the branch: its delivery fee now, the coupon still applied.
    expect(guestCart).toMatchObject({
      cartDetails: { branch_id: branch.id, item_count: 2 },
      subtotal: 2000,
      delivery_charge: 300,
      customer_applied_coupon: 'FIRST10',
      coupon_applied: true,
      order_discount_amount: 200,
    })
    expect((await cartOf(asha.headers, at)).cartItems.map((l) => [l.product_id, l.quantity])).toEqual([[soup, 1]])
    // The coupon's one use is the guest's cart's still: nothing was claimed twice or given back.
    const held = await t.database.db.kysely.selectFrom('carts').select('branch_id').where('coupon_code', '=', coupon.code).execute()
    expect(held).toEqual([{ branch_id: branch.id }])
    expect(await t.database.db.kysely.selectFrom('carts').select('id').where('branch_id', '=', NO_BRANCH_ID).execute()).toEqual([])

    // And the shopper orders it from there.
    const addressId = await addAddress(t.app, asha.headers, { pincode: '10001' })
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/place-order${at}`,
      headers: { ...asha.headers, 'idempotency-key': newIdempotencyKey() },
      payload: {
        fulfilment: 'delivery',
        address_id: addressId,
        payment_method: 'cod',
        expected_total: (await cartOf(asha.headers, at)).total,
      },
    })
    expect(placed.statusCode, placed.body).toBe(201)

    // A second branch takes no cart of anyone's: each shopper's cart stays at the first.
    const second = await createBranch(t.app, { name: 'Riverside' })
    expect((await cartOf(guest, `?branch_id=${second.id}`)).cartItems).toEqual([])
    expect((await cartOf(guest, at)).cartItems).toHaveLength(1)
  })

  it('moves carts from one branch to another, keeping a shopper’s own cart already there as it was', async () => {
    const carts = new CartRepository(t.database.db.kysely)
    const [from, to] = [2_000_001, 2_000_002]
    const both = `both-${randomUUID()}`
    const onlyFrom = `only-${randomUUID()}`
    const bothFrom = await carts.create(both, from)
    const bothTo = await carts.create(both, to)
    const moving = await carts.create(onlyFrom, from)
    const moved = await t.database.db.kysely.transaction().execute((trx) => carts.moveCarts(trx, from, to))
    expect(moved).toBe(1)
    expect(await carts.findCartId(onlyFrom, to)).toBe(moving)
    expect(await carts.findCartId(both, to)).toBe(bothTo)
    expect(await carts.findCartId(both, from)).toBe(bothFrom)
  })
})
