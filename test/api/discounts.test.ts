import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { DEFAULT_BRANCH_ID } from '@store/core'
import { createBranch, createCoupon, createProduct, PACKAGING_FEE, putSettings, STORE_SETTINGS } from '../support/factories.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

describe.skipIf(!databaseAvailable)('discounts: coupons and automatic offers', () => {
  let t: TestApp
  const ids: Record<string, number> = {}
  // The store and its offers are built through the owner API; the amounts below follow from these prices.
  const LASAGNE = 1320
  const TIRAMISU = 640
  let riverside: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, STORE_SETTINGS)
    const downtown = await createBranch(t.app, { name: 'Downtown', delivery_fee: 299, free_delivery_above: 3000 })
    expect(downtown.id).toBe(DEFAULT_BRANCH_ID)
    riverside = (await createBranch(t.app, { name: 'Riverside', delivery_fee: 399, free_delivery_above: 4000 })).id
    ids['lasagne-al-forno'] = (await createProduct(t.app, { name: 'Lasagne', selling_price: LASAGNE })).id
    ids['tiramisu'] = (await createProduct(t.app, { name: 'Tiramisu', selling_price: TIRAMISU })).id
    const offers = [
      {
        code: 'WELCOME10',
        title: '10% off your order',
        kind: 'percentage',
        value: 1000,
        max_discount: 500,
        min_order: 1500,
        first_order_only: true,
      },
      { code: 'FLAT5', title: '$5 off', kind: 'flat', value: 500, min_order: 2500 },
      { code: 'FREERIVER', title: 'Free delivery from Riverside', kind: 'free_delivery', value: 0, branch_id: riverside },
      {
        code: 'FIRST100',
        title: '20% off for the first 100',
        kind: 'percentage',
        value: 2000,
        max_discount: 1000,
        total_limit: 100,
        per_user_limit: 1,
      },
      { code: 'SPRING', title: 'Spring special', kind: 'flat', value: 300, starts_at: inDays(-200), ends_at: inDays(-100) },
      {
        code: 'FAMILY',
        title: 'Family feast: 15% off orders from $60',
        kind: 'percentage',
        value: 1500,
        max_discount: 2000,
        min_order: 6000,
        is_automatic: true,
      },
    ] as const
    for (const offer of offers) await createCoupon(t.app, offer)
  })
  afterAll(async () => {
    await t?.close()
  })

  const shopper = () => ({ 'guest-id': randomUUID() })
  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  /** A cart holding `count` lasagnes (LASAGNE each) at Downtown. */
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
      reason: `Add ${dollars(1500 - LASAGNE)} more to use WELCOME10`,
      conditions: '10% off, up to $5 · orders from $15 · first order only',
    })
    expect(byTitle['$5 off'].reason).toBe(`Add ${dollars(2500 - LASAGNE)} more to use FLAT5`)
    expect(byTitle['Free delivery from Riverside']).toBeUndefined() // another branch's offer is not listed at Downtown
    expect(byTitle['20% off for the first 100']).toMatchObject({ applicable: true, reason: null })
    expect(byTitle['Spring special']).toBeUndefined() // ended offers are not listed
    expect(byTitle['Family feast: 15% off orders from $60']).toMatchObject({ code: null, is_automatic: true, applicable: false })
    expect(
      (await call(me, 'GET', `/api/get-discounts?branch_id=${riverside}`))
        .json()
        .discounts.some((d: { code: string }) => d.code === 'FREERIVER'),
    ).toBe(true)
  })

  it('applies a capped percentage coupon, recomputes as the cart changes, and removes it cleanly', async () => {
    const me = await cartWith(2)
    const applied = await call(me, 'POST', '/api/cart/apply-coupon', { code: 'welcome10' })
    expect(applied.statusCode).toBe(200)
    const tenPercent = Math.round((2 * LASAGNE * 1000) / 10_000)
    expect(applied.json()).toMatchObject({
      coupon_applied: true,
      customer_applied_coupon: 'WELCOME10',
      order_discount_amount: tenPercent,
      coupon_message: `WELCOME10 applied: you save ${dollars(tenPercent)}`,
    })
    const cart = applied.json()
    expect(cart.total).toBe(cart.subtotal - cart.order_discount_amount + cart.delivery_charge + PACKAGING_FEE)
    // More lasagne: 10% of five would be more than $5, so it is capped at $5 (the coupon wins over the automatic offer).
    await cartWith(3, me)
    expect(Math.round((5 * LASAGNE * 1000) / 10_000)).toBeGreaterThan(500)
    expect((await call(me, 'GET', '/api/get-cart')).json().order_discount_amount).toBe(500)
    const removed = (await call(me, 'DELETE', '/api/cart/remove-coupon')).json()
    expect(removed).toMatchObject({ coupon_applied: false, coupon_message: '', customer_applied_coupon: null })
    // Without the coupon, the automatic offer the cart now qualifies for applies by itself.
    const family = Math.round((5 * LASAGNE * 1500) / 10_000)
    expect(removed).toMatchObject({
      order_discount_amount: family,
      discount_eligibility_message: `Family feast: 15% off orders from $60 applied: you save ${dollars(family)}`,
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
      coupon_message: `Add ${dollars(1500 - LASAGNE)} more to use WELCOME10`,
    })
  })

  it('gives free delivery with a free-delivery coupon at its branch only', async () => {
    const me = shopper()
    await call(me, 'POST', `/api/cart/add?branch_id=${riverside}`, { product_id: ids['tiramisu'] })
    const before = (await call(me, 'GET', `/api/get-cart?branch_id=${riverside}`)).json()
    expect(before.delivery_charge).toBe(399)
    const cart = (await call(me, 'POST', `/api/cart/apply-coupon?branch_id=${riverside}`, { code: 'FREERIVER' })).json()
    expect(cart).toMatchObject({
      delivery_charge: 399,
      shipping_discount_amount: 399,
      total: TIRAMISU + PACKAGING_FEE,
      delivery_message: 'Free delivery',
    })
    const downtown = await cartWith(1)
    const refused = await call(downtown, 'POST', '/api/cart/apply-coupon', { code: 'FREERIVER' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This offer is not valid at your branch')
  })

  it('applies the best automatic offer by itself once the cart qualifies', async () => {
    expect(5 * LASAGNE).toBeGreaterThanOrEqual(6000)
    const me = await cartWith(5)
    const cart = (await call(me, 'GET', '/api/get-cart')).json()
    const family = Math.round((5 * LASAGNE * 1500) / 10_000)
    expect(cart).toMatchObject({
      order_discount_amount: family,
      coupon_applied: false,
      customer_applied_coupon: null,
      coupon_message: '',
      discount_eligibility_message: `Family feast: 15% off orders from $60 applied: you save ${dollars(family)}`,
    })
    expect(4 * LASAGNE).toBeLessThan(6000)
    expect(4 * LASAGNE).toBeGreaterThanOrEqual(3000) // delivery is already free, so only the offer is suggested
    const small = (await call(await cartWith(4), 'GET', '/api/get-cart')).json()
    expect(small.order_discount_amount).toBe(0)
    expect(small.discount_eligibility_message).toBe(`Add ${dollars(6000 - 4 * LASAGNE)} more to get Family feast: 15% off orders from $60`)
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
          branch_id: DEFAULT_BRANCH_ID,
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
      payload: { code: 'RIVERTREAT', title: 'Riverside treat', kind: 'flat', value: 200, branch_id: riverside, is_automatic: true },
    })
    const offer = { code: 'RIVERTREAT', title: 'Riverside treat', kind: 'flat', value: 200, branch_id: riverside, is_automatic: true }
    const me = shopper()
    await call(me, 'POST', `/api/cart/add?branch_id=${riverside}`, { product_id: ids['tiramisu'] })
    expect((await call(me, 'GET', `/api/get-cart?branch_id=${riverside}`)).json().order_discount_amount).toBe(200)
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${created.json().id}`,
      headers: ownerHeaders,
      payload: { ...offer, value: 300 },
    })
    expect((await call(me, 'GET', `/api/get-cart?branch_id=${riverside}`)).json().order_discount_amount).toBe(300)
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${created.json().id}`,
      headers: ownerHeaders,
      payload: { ...offer, is_active: false },
    })
    expect((await call(me, 'GET', `/api/get-cart?branch_id=${riverside}`)).json().order_discount_amount).toBe(0)
  })
})
