import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

describe.skipIf(!databaseAvailable)('discounts: coupons and automatic offers', () => {
  let t: TestApp
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    t = await createTestApp()
    for (const slug of ['lasagne-al-forno', 'tiramisu', 'espresso', 'garlic-pizza-bread']) {
      ids[slug] = (await t.app.inject({ url: `/api/get-product?slug=${slug}` })).json().product.id
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const shopper = () => ({ 'guest-id': randomUUID() })
  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  /** A cart holding `count` lasagnes ($12.99 each) at Downtown. */
  async function cartWith(count: number, headers = shopper()) {
    for (let i = 0; i < count; i++) await call(headers, 'POST', '/api/cart/add', { product_id: ids['lasagne-al-forno'] })
    return headers
  }

  it('lists offers with their conditions and why each does not apply', async () => {
    const me = await cartWith(1)
    const { discounts } = (await call(me, 'GET', '/api/get-discounts')).json()
    const byTitle = Object.fromEntries(discounts.map((d: { title: string }) => [d.title, d]))
    expect(byTitle['10% off your order']).toMatchObject({
      code: 'WELCOME10',
      applicable: false,
      reason: 'Add $2.01 more to use WELCOME10',
      conditions: '10% off, up to $5 · orders from $15 · first order only',
    })
    expect(byTitle['$5 off'].reason).toBe('Add $12.01 more to use FLAT5')
    expect(byTitle['Free delivery from Riverside']).toBeUndefined() // another branch's offer is not listed at Downtown
    expect(byTitle['20% off for the first 100']).toMatchObject({ applicable: true, reason: null })
    expect(byTitle['Spring special']).toBeUndefined() // ended offers are not listed
    expect(byTitle['Family feast: 15% off orders from $60']).toMatchObject({ code: null, is_automatic: true, applicable: false })
    expect(
      (await call(me, 'GET', '/api/get-discounts?branch_id=2')).json().discounts.some((d: { code: string }) => d.code === 'FREERIVER'),
    ).toBe(true)
  })

  it('applies a capped percentage coupon, recomputes as the cart changes, and removes it cleanly', async () => {
    const me = await cartWith(2) // $25.98
    const applied = await call(me, 'POST', '/api/cart/apply-coupon', { code: 'welcome10' })
    expect(applied.statusCode).toBe(200)
    expect(applied.json()).toMatchObject({
      coupon_applied: true,
      customer_applied_coupon: 'WELCOME10',
      order_discount_amount: 259,
      coupon_message: 'WELCOME10 applied: you save $2.59',
    })
    const cart = applied.json()
    expect(cart.total).toBe(cart.subtotal - cart.order_discount_amount + cart.delivery_charge + 50)
    // More lasagne: 10% of $64.95 would be $6.49, capped at $5 (the coupon wins over the automatic offer).
    await cartWith(3, me)
    expect((await call(me, 'GET', '/api/get-cart')).json().order_discount_amount).toBe(500)
    const removed = (await call(me, 'DELETE', '/api/cart/remove-coupon')).json()
    expect(removed).toMatchObject({ coupon_applied: false, coupon_message: '', customer_applied_coupon: null })
    // Without the coupon, the automatic offer the cart now qualifies for applies by itself.
    expect(removed).toMatchObject({
      order_discount_amount: 974,
      discount_eligibility_message: 'Family feast: 15% off orders from $60 applied: you save $9.74',
    })
  })

  it('keeps a coupon that stops qualifying, explains why, and discounts nothing', async () => {
    const me = await cartWith(2)
    const cart = (await call(me, 'POST', '/api/cart/apply-coupon', { code: 'WELCOME10' })).json()
    const line = cart.cartItems[0].id
    const after = (
      await t.app.inject({ method: 'PUT', url: '/api/cart/update', headers: me, payload: { cart_id: line, quantity: 1 } })
    ).json()
    expect(after).toMatchObject({
      coupon_applied: false,
      customer_applied_coupon: 'WELCOME10',
      order_discount_amount: 0,
      coupon_message: 'Add $2.01 more to use WELCOME10',
    })
  })

  it('gives free delivery with a free-delivery coupon at its branch only', async () => {
    const me = shopper()
    await call(me, 'POST', '/api/cart/add?branch_id=2', { product_id: ids['tiramisu'] })
    const before = (await call(me, 'GET', '/api/get-cart?branch_id=2')).json()
    expect(before.delivery_charge).toBe(399)
    const cart = (await call(me, 'POST', '/api/cart/apply-coupon?branch_id=2', { code: 'FREERIVER' })).json()
    expect(cart).toMatchObject({ delivery_charge: 399, shipping_discount_amount: 399, total: 649 + 50, delivery_message: 'Free delivery' })
    const downtown = await cartWith(1)
    const refused = await call(downtown, 'POST', '/api/cart/apply-coupon', { code: 'FREERIVER' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This offer is not valid at your branch')
  })

  it('applies the best automatic offer by itself once the cart qualifies', async () => {
    const me = await cartWith(5) // $64.95 ≥ $60
    const cart = (await call(me, 'GET', '/api/get-cart')).json()
    expect(cart).toMatchObject({
      order_discount_amount: 974,
      coupon_applied: false,
      customer_applied_coupon: null,
      coupon_message: '',
      discount_eligibility_message: 'Family feast: 15% off orders from $60 applied: you save $9.74',
    })
    const small = (await call(await cartWith(4), 'GET', '/api/get-cart')).json()
    expect(small.order_discount_amount).toBe(0)
    expect(small.discount_eligibility_message).toBe('Add $8.04 more to get Family feast: 15% off orders from $60') // delivery is already free above $30
  })

  it('refuses unknown, ended, automatic and not-yet-started codes, and empty carts', async () => {
    const me = await cartWith(3)
    const now = Date.now()
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ownerHeaders,
      payload: { code: 'SOON', title: 'Soon', kind: 'flat', value: 100, starts_at: new Date(now + 5 * 86_400_000).toISOString() },
    })
    for (const [code, message] of [
      ['NOPE', 'This code is not valid'],
      ['SPRING', 'This offer has ended'],
      ['FAMILY', 'This offer applies by itself when your cart qualifies'],
      ['SOON', /^This offer starts on /],
    ] as const) {
      const res = await call(me, 'POST', '/api/cart/apply-coupon', { code })
      expect(res.statusCode, code).toBe(422)
      expect(res.json().message, code).toMatch(message)
    }
    expect((await call(shopper(), 'POST', '/api/cart/apply-coupon', { code: 'FLAT5' })).json().message).toBe(
      'Add something to your cart first',
    )
    expect((await call(me, 'POST', '/api/cart/apply-coupon', { code: 'FLAT5', discount: 500 })).statusCode).toBe(422)
  })

  it('lets exactly L of many parallel shoppers use a coupon limited to L', async () => {
    const limit = 5
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ownerHeaders,
      payload: { code: 'RUSH', title: 'Rush', kind: 'flat', value: 100, total_limit: limit },
    })
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => cartWith(1)))
    const results = await Promise.all(shoppers.map((me) => call(me, 'POST', '/api/cart/apply-coupon', { code: 'RUSH' })))
    const ok = results.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(limit)
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('This offer has been fully used')
    // Giving one back frees exactly one use.
    const winner = shoppers[results.findIndex((r) => r.statusCode === 200)]!
    await call(winner, 'DELETE', '/api/cart/remove-coupon')
    const second = await Promise.all(shoppers.slice(0, 10).map((me) => call(me, 'POST', '/api/cart/apply-coupon', { code: 'RUSH' })))
    expect(second.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1)
    const holders = (await Promise.all(shoppers.map(async (me) => (await call(me, 'GET', '/api/get-cart')).json().coupon_applied))).filter(
      Boolean,
    )
    expect(holders).toHaveLength(limit)
  })

  it('counts the shopper’s orders: first-order offers and per-user limits', async () => {
    const orders = t.database.db.kysely
    const placeOrder = (headers: { 'guest-id': string }, status: string, coupon: string | null = null) =>
      orders
        .insertInto('orders')
        .values({
          owner_key: `guest:${headers['guest-id']}`,
          branch_id: 1,
          status,
          coupon_code: coupon,
          total: 2000,
          created_at: new Date().toISOString(),
        })
        .execute()
    const newcomer = await cartWith(2)
    expect((await call(newcomer, 'POST', '/api/cart/apply-coupon', { code: 'WELCOME10' })).statusCode).toBe(200)
    const regular = await cartWith(2)
    await placeOrder(regular, 'delivered')
    const refused = await call(regular, 'POST', '/api/cart/apply-coupon', { code: 'WELCOME10' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This offer is for your first order only')
    const listed = (await call(regular, 'GET', '/api/get-discounts')).json().discounts.find((d: { code: string }) => d.code === 'WELCOME10')
    expect(listed).toMatchObject({ applicable: false, reason: 'This offer is for your first order only' })
    // A cancelled order is no order: that shopper is still a newcomer.
    const cancelledOnly = await cartWith(2)
    await placeOrder(cancelledOnly, 'cancelled')
    expect((await call(cancelledOnly, 'POST', '/api/cart/apply-coupon', { code: 'WELCOME10' })).statusCode).toBe(200)
    // The newcomer's coupon stops applying once their first order exists.
    await placeOrder(newcomer, 'placed', 'WELCOME10')
    expect((await call(newcomer, 'GET', '/api/get-cart')).json()).toMatchObject({
      coupon_applied: false,
      order_discount_amount: 0,
      coupon_message: 'This offer is for your first order only',
    })
    // FIRST100 may be used once per shopper: an order that used it counts, one with another code does not.
    const usedIt = await cartWith(2)
    await placeOrder(usedIt, 'delivered', 'FIRST100')
    const again = await call(usedIt, 'POST', '/api/cart/apply-coupon', { code: 'FIRST100' })
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('You have already used this offer')
    const usedOther = await cartWith(2)
    await placeOrder(usedOther, 'delivered', 'FLAT5')
    expect((await call(usedOther, 'POST', '/api/cart/apply-coupon', { code: 'FIRST100' })).statusCode).toBe(200)
  })

  it('prices carts with the owner’s offer changes at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ownerHeaders,
      payload: { code: 'RIVERTREAT', title: 'Riverside treat', kind: 'flat', value: 200, branch_id: 2, is_automatic: true },
    })
    const offer = { code: 'RIVERTREAT', title: 'Riverside treat', kind: 'flat', value: 200, branch_id: 2, is_automatic: true }
    const me = shopper()
    await call(me, 'POST', '/api/cart/add?branch_id=2', { product_id: ids['tiramisu'] })
    expect((await call(me, 'GET', '/api/get-cart?branch_id=2')).json().order_discount_amount).toBe(200)
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${created.json().id}`,
      headers: ownerHeaders,
      payload: { ...offer, value: 300 },
    })
    expect((await call(me, 'GET', '/api/get-cart?branch_id=2')).json().order_discount_amount).toBe(300)
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${created.json().id}`,
      headers: ownerHeaders,
      payload: { ...offer, is_active: false },
    })
    expect((await call(me, 'GET', '/api/get-cart?branch_id=2')).json().order_discount_amount).toBe(0)
  })
})
