import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BRANCH_ID } from '@store/core'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { addAddress, createCoupon, placeOrder, registerShopper, type Headers } from '../support/factories.ts'

/** A guest's coupon at login or registration: it comes along, or the cart says why it cannot (spec §4 coupon_message). */
describe.skipIf(!databaseAvailable)('a guest’s coupon at login', () => {
  let t: TestApp
  let penne: number // Penne Arrabbiata, $9.99 with no options
  beforeAll(async () => {
    t = await createTestApp()
    penne = (await t.app.inject({ url: '/api/get-product?slug=penne-arrabbiata' })).json().product.id
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  /** A guest with two plates of penne ($19.98: over WELCOME10's minimum of $15) and the coupon applied. */
  async function guestWithCoupon(code: string): Promise<Headers> {
    const guest = { 'guest-id': randomUUID() }
    expect((await call(guest, 'POST', '/api/cart/add', { product_id: penne, quantity: 2 })).statusCode).toBe(201)
    const applied = await call(guest, 'POST', '/api/cart/apply-coupon', { code })
    expect(applied.json()).toMatchObject({ coupon_applied: true, customer_applied_coupon: code })
    return guest
  }
  const cartOf = async (headers: Headers) => (await call(headers, 'GET', '/api/get-cart')).json()
  const newShopper = () => {
    const n = randomUUID().slice(0, 8)
    return { name: 'Mira', email: `mira.${n}@example.com`, phone: `+9199${parseInt(n, 16) % 100_000_000}`, password: 'long enough secret' }
  }

  it('carries a coupon applied as a guest into a new account at registration', async () => {
    const guest = await guestWithCoupon('WELCOME10')
    const registered = await call(guest, 'POST', '/api/register', newShopper())
    expect(registered.statusCode).toBe(201)
    const cart = await cartOf({ authorization: `Bearer ${registered.json().authToken}` })
    expect(cart.cartItems).toHaveLength(1)
    expect(cart).toMatchObject({ coupon_applied: true, customer_applied_coupon: 'WELCOME10' })
    expect(cart.coupon_message).toMatch(/^WELCOME10 applied: you save \$\d+\.\d\d$/)
    expect(cart.order_discount_amount).toBeGreaterThan(0)
  })

  it('keeps the coupon at login but says why when the account may not use it (first order only)', async () => {
    const shopper = await registerShopper(t.app, 'Ravi')
    await addAddress(t.app, shopper.headers)
    await call(shopper.headers, 'POST', '/api/cart/add', { product_id: penne })
    await placeOrder(t.app, shopper.headers, DEFAULT_BRANCH_ID, { fulfilment: 'pickup', payment_method: 'cod' })

    const guest = await guestWithCoupon('WELCOME10')
    const login = await call(guest, 'POST', '/api/login', { login: shopper.email, password: shopper.password })
    expect(login.statusCode).toBe(200)
    const cart = await cartOf(shopper.headers)
    expect(cart).toMatchObject({
      coupon_applied: false,
      customer_applied_coupon: 'WELCOME10',
      coupon_message: 'This offer is for your first order only',
      order_discount_amount: 0,
    })
  })

  it('moves a limited coupon’s use from the guest to the account instead of taking a second one', async () => {
    await createCoupon(t.app, { code: 'LASTONE', title: 'The last one', kind: 'flat', value: 100, total_limit: 1 })
    const guest = await guestWithCoupon('LASTONE')
    const registered = await call(guest, 'POST', '/api/register', newShopper())
    const cart = await cartOf({ authorization: `Bearer ${registered.json().authToken}` })
    expect(cart).toMatchObject({ coupon_applied: true, customer_applied_coupon: 'LASTONE', order_discount_amount: 100 })
    // The only use is the account's now: another shopper is told so.
    const other = { 'guest-id': randomUUID() }
    await call(other, 'POST', '/api/cart/add', { product_id: penne })
    const refused = await call(other, 'POST', '/api/cart/apply-coupon', { code: 'LASTONE' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This offer has been fully used')
  })

  it('leaves the account’s own coupon in place', async () => {
    const shopper = await registerShopper(t.app, 'Nina')
    await call(shopper.headers, 'POST', '/api/cart/add', { product_id: penne, quantity: 3 })
    expect((await call(shopper.headers, 'POST', '/api/cart/apply-coupon', { code: 'FLAT5' })).json().coupon_applied).toBe(true)
    const guest = await guestWithCoupon('WELCOME10')
    await call(guest, 'POST', '/api/login', { login: shopper.email, password: shopper.password })
    expect(await cartOf(shopper.headers)).toMatchObject({ coupon_applied: true, customer_applied_coupon: 'FLAT5' })
  })
})
