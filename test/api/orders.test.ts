import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '@store/core'
import {
  addAddress,
  addToCart,
  createBranch,
  createProduct,
  fundWallet,
  newIdempotencyKey,
  PACKAGING_FEE,
  putSettings,
  registerShopper,
  STORE_SETTINGS,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

type Headers = Record<string, string>

/** Place-order and the reads, on SQLite and PostgreSQL: the order is the cart as priced, once. */
describe.skipIf(!databaseAvailable)('orders API: placing and reading orders', () => {
  let t: TestApp
  let downtown: number
  let uptown: number
  const PIZZA = 1200
  const SALAD = 650
  let pizza: number
  let salad: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, STORE_SETTINGS)
    downtown = (await createBranch(t.app, { name: 'Downtown', pincodes: ['10001'], delivery_fee: 299, free_delivery_above: 3000 })).id
    uptown = (await createBranch(t.app, { name: 'Uptown', pincodes: ['20002'], delivery_fee: 199 })).id
    pizza = (await createProduct(t.app, { name: 'Margherita', selling_price: PIZZA, stock: 40 })).id
    salad = (await createProduct(t.app, { name: 'Greek salad', selling_price: SALAD })).id
  })
  afterAll(async () => {
    await t?.close()
  })

  const place = (headers: Headers, payload: object, key: string | null = newIdempotencyKey(), branchId = downtown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branchId}`,
      headers: key === null ? headers : { ...headers, 'idempotency-key': key },
      payload,
    })
  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers })
  /** A shopper with a saved address in Downtown's area and a cart of 2 pizzas and a salad. */
  const shopperWithCart = async () => {
    const { headers } = await registerShopper(t.app)
    const addressId = await addAddress(t.app, headers)
    await addToCart(t.app, headers, downtown, pizza, 2)
    const cart = await addToCart(t.app, headers, downtown, salad, 1)
    return { headers, addressId, cart }
  }

  it('places a cash-on-delivery order: the cart as priced, a number, a timeline, the cart emptied and stock taken', async () => {
    const { headers, addressId, cart } = await shopperWithCart()
    const subtotal = 2 * PIZZA + SALAD
    expect(cart.total).toBe(subtotal + PACKAGING_FEE) // free delivery from 30.00
    const res = await place(headers, {
      fulfilment: 'delivery',
      address_id: addressId,
      payment_method: 'cod',
      notes: 'Ring twice',
      expected_total: cart.total,
    })
    expect(res.statusCode).toBe(201)
    const { order, payment } = res.json() as { order: Order; payment?: unknown }
    expect(payment).toBeUndefined()
    expect(order.id).toMatch(/^[A-Za-z0-9_-]{22}$/) // 128 random bits
    expect(order.number).toBeGreaterThan(1000)
    expect(order).toMatchObject({
      status: 'placed',
      payment_status: 'pending',
      payment_method: 'cod',
      fulfilment: 'delivery',
      notes: 'Ring twice',
      can_cancel: true,
      branch: { id: downtown, name: 'Downtown' },
      address: { name: 'Asha Rao', line1: '12 MG Road', pincode: '10001' },
      totals: {
        subtotal,
        total: cart.total,
        delivery_charge: 0,
        fees_total: PACKAGING_FEE, // the store's fees, as the cart added them (decision 0026)
        fees: [{ name: 'Packaging fee', amount: PACKAGING_FEE }], // each by name, as the cart listed them
        wallet_used: 0,
        amount_due: cart.total,
        refunded: 0,
        coupon_code: null,
      },
    })
    expect(order.lines.map((l) => [l.name, l.quantity, l.unit_price, l.line_total])).toEqual([
      ['Margherita', 2, PIZZA, 2 * PIZZA],
      ['Greek salad', 1, SALAD, SALAD],
    ])
    expect(order.timeline).toEqual([{ status: 'placed', at: order.placed_at, note: 'Order placed' }])
    // An order placed before each fee was kept shows their sum as one "Fees" line.
    await t.database.db.kysely.updateTable('orders').set({ fees: null }).where('public_id', '=', order.id).execute()
    const older = (await get(`/api/get-single-order?order_id=${order.id}`, headers)).json().order as Order
    expect(older.totals.fees).toEqual([{ name: 'Fees', amount: PACKAGING_FEE }])
    expect(order.cancel_until).not.toBeNull()
    expect(order.estimated_at).not.toBeNull()
    expect((await get(`/api/get-cart?branch_id=${downtown}`, headers)).json().cartItems).toEqual([])
    const product = (await t.app.inject({ url: `/api/admin/products/${pizza}`, headers: ownerHeaders })).json()
    expect(product.stock).toBe(38)
    // The next order gets the next number.
    const next = await shopperWithCart()
    const second = (await place(next.headers, { fulfilment: 'delivery', address_id: next.addressId, payment_method: 'cod' })).json().order
    expect(second.number).toBe(order.number + 1)
  })

  it('keeps the lines as they were: a later price change does not change the order', async () => {
    const { headers, addressId } = await shopperWithCart()
    const { order } = (await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })).json()
    const doc = (await t.app.inject({ url: `/api/admin/products/${salad}`, headers: ownerHeaders })).json()
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${salad}`,
      headers: ownerHeaders,
      payload: { ...strip(doc), selling_price: 700, name: 'New salad' },
    })
    const again = (await get(`/api/get-single-order?order_id=${order.id}`, headers)).json().order
    expect(again.lines[1]).toMatchObject({ name: 'Greek salad', unit_price: SALAD })
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${salad}`,
      headers: ownerHeaders,
      payload: { ...strip(doc), selling_price: SALAD },
    })
  })

  it('answers 409 with the new cart when the total the shopper saw no longer holds, and changes nothing', async () => {
    const { headers, addressId, cart } = await shopperWithCart()
    const res = await place(headers, {
      fulfilment: 'delivery',
      address_id: addressId,
      payment_method: 'cod',
      expected_total: cart.total - 1,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/total changed/)
    expect(res.json().cart.total).toBe(cart.total)
    expect(res.json().cart.cartItems).toHaveLength(2)
    expect((await get('/api/get-all-orders', headers)).json().orders).toEqual([])
  })

  it('prices pickup without delivery, and needs a branch that offers it', async () => {
    const { headers } = await registerShopper(t.app)
    await fundWallet(t.app, headers, 10_000)
    const cart = await addToCart(t.app, headers, uptown, salad, 1) // below free delivery: 1.99 delivery
    expect(cart).toMatchObject({ delivery_charge: 199, fulfilment: 'delivery' })
    // The checkout asks for the cart as a pickup order (decision 0026): the total it shows is the order's.
    const pickup = (await get(`/api/get-cart?branch_id=${uptown}&fulfilment=pickup`, headers)).json()
    expect(pickup).toMatchObject({ fulfilment: 'pickup', delivery_charge: 0, total: cart.total - 199 })
    expect((await get(`/api/check-wallet?branch_id=${uptown}&fulfilment=pickup`, headers)).json().usable).toBe(pickup.total)
    expect((await get(`/api/check-wallet?branch_id=${uptown}`, headers)).json().usable).toBe(cart.total)
    expect((await get(`/api/get-cart?branch_id=${uptown}&fulfilment=collect`, headers)).statusCode).toBe(422)
    // Placed at the total shown, at once: no 409.
    const res = await place(
      headers,
      { fulfilment: 'pickup', payment_method: 'cod', expected_total: pickup.total },
      newIdempotencyKey(),
      uptown,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({ fulfilment: 'pickup', address: null, totals: { delivery_charge: 0, total: cart.total - 199 } })

    const kiosk = (await createBranch(t.app, { name: 'Kiosk', pincodes: ['30003'], offers_pickup: false })).id
    expect((await get(`/api/get-data?branch_id=${kiosk}`)).json().branches).toContainEqual(
      expect.objectContaining({ id: kiosk, offers_pickup: false }),
    )
    const later = await addToCart(t.app, headers, kiosk, salad, 1)
    const refused = await place(
      headers,
      { fulfilment: 'pickup', payment_method: 'cod', expected_total: later.total },
      newIdempotencyKey(),
      kiosk,
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ message: 'Kiosk does not offer pickup', errors: [{ path: 'fulfilment' }] })
    expect((await get(`/api/get-cart?branch_id=${kiosk}`, headers)).json().cartItems).toHaveLength(1)
  })

  it('refuses delivery outside the branch’s area and names the branches that deliver there', async () => {
    const { headers } = await registerShopper(t.app)
    const far = await addAddress(t.app, headers, { pincode: '20002' })
    await addToCart(t.app, headers, downtown, salad, 1)
    const res = await place(headers, { fulfilment: 'delivery', address_id: far, payment_method: 'cod' })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('This branch does not deliver to 20002. Uptown does: choose it')
    expect(res.json().errors[0].path).toBe('address_id')
  })

  it('refuses bad input with 422 and changes nothing', async () => {
    const { headers, addressId } = await shopperWithCart()
    const ok = { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' }
    const raw = (body: string, key = newIdempotencyKey()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/place-order?branch_id=${downtown}`,
        headers: { ...headers, 'idempotency-key': key, 'content-type': 'application/json' },
        payload: body,
      })
    for (const body of [
      { ...ok, expected_total: 1.5 },
      { ...ok, fulfilment: 'drone' },
      { ...ok, payment_method: 'cheque' },
      { ...ok, use_wallet: 'yes' },
      { ...ok, notes: 'x'.repeat(501) },
      { ...ok, address_id: 'one' },
      { ...ok, price: 1 },
    ]) {
      expect((await place(headers, body)).statusCode, JSON.stringify(body)).toBe(422)
    }
    expect(
      (await raw(`{"fulfilment":"delivery","address_id":${addressId},"payment_method":"cod","expected_total":1e309}`)).statusCode,
    ).toBe(422)
    expect(
      (await raw(`{"fulfilment":"delivery","address_id":${addressId},"payment_method":"cod","expected_total":Infinity}`)).statusCode,
    ).toBe(422)
    expect((await place(headers, { fulfilment: 'delivery', payment_method: 'cod' })).json().errors[0].path).toBe('address_id')
    expect((await place(headers, ok, null)).statusCode).toBe(422) // no Idempotency-Key
    expect((await place(headers, ok, 'short')).statusCode).toBe(422)
    expect((await place(headers, ok, 'bad key with spaces')).statusCode).toBe(422)
    const online = await place(headers, { ...ok, payment_method: 'online' })
    expect(online.statusCode).toBe(422)
    expect(online.json().message).toBe('Online payment is not available')
    // Another shopper's address is a 404, as if it did not exist.
    const other = await registerShopper(t.app)
    const theirs = await addAddress(t.app, other.headers)
    expect((await place(headers, { ...ok, address_id: theirs })).statusCode).toBe(404)
    expect((await get(`/api/get-cart?branch_id=${downtown}`, headers)).json().cartItems).toHaveLength(2)
    expect((await get('/api/get-all-orders', headers)).json().orders).toEqual([])
  })

  it('needs a logged-in shopper, and an empty cart is a 422', async () => {
    expect((await place({}, { fulfilment: 'pickup', payment_method: 'cod' })).statusCode).toBe(401)
    const { headers } = await registerShopper(t.app)
    const empty = await place(headers, { fulfilment: 'pickup', payment_method: 'cod' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().message).toBe('Your cart is empty')
  })

  it('checkout-options: no online payment without Razorpay, the default cancel window, not digital', async () => {
    expect((await get('/api/checkout-options')).json()).toEqual({ online_payment: false, cancel_window_minutes: 10, digital: false })
  })

  it('pays from the wallet: all of it, or part with use_wallet; check-wallet says what this cart may use', async () => {
    const { headers, addressId, cart } = await shopperWithCart()
    await fundWallet(t.app, headers, 1000)
    expect((await get(`/api/check-wallet?branch_id=${downtown}`, headers)).json()).toEqual({ balance: 1000, usable: 1000 })
    const short = await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'wallet' })
    expect(short.statusCode).toBe(422)
    const part = await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod', use_wallet: true })
    expect(part.statusCode).toBe(201)
    expect(part.json().order).toMatchObject({ payment_status: 'pending', totals: { wallet_used: 1000, amount_due: cart.total - 1000 } })
    expect((await get(`/api/check-wallet?branch_id=${downtown}`, headers)).json()).toEqual({ balance: 0, usable: 0 })
    await fundWallet(t.app, headers, 5000)
    await addToCart(t.app, headers, downtown, salad, 1)
    const all = await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'wallet' })
    expect(all.statusCode).toBe(201)
    expect(all.json().order).toMatchObject({ payment_status: 'paid', payment_method: 'wallet', totals: { amount_due: 0 } })
    expect((await get(`/api/check-wallet?branch_id=${downtown}`, headers)).json().balance).toBe(5000 - all.json().order.totals.total)
  })

  it('lists my orders newest first, paged; reads one; tracking shows the address only to its shopper', async () => {
    const { headers, addressId } = await shopperWithCart()
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      await addToCart(t.app, headers, downtown, salad, 1)
      ids.push((await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })).json().order.id)
    }
    const first = (await get('/api/get-all-orders', headers)).json()
    expect(first.current_page).toBe(1)
    expect(first.last_page).toBe(2)
    expect(first.orders.map((o: { id: string }) => o.id)).toEqual(ids.slice().reverse().slice(0, 10))
    expect(first.orders[0]).toMatchObject({ status: 'placed', item_count: 1, first_items: ['Greek salad'] })
    // Each summary carries its own order's total (the list's count once overwrote it, decision 0030).
    const newest = (await get(`/api/get-single-order?order_id=${ids[11]}`, headers)).json().order
    expect(first.orders[0].total).toBe(newest.totals.total)
    expect(first.orders[0].total).not.toBe(12)
    const second = (await get('/api/get-all-orders?page=2', headers)).json()
    expect(second.orders.map((o: { id: string }) => o.id)).toEqual(ids.slice(0, 2).reverse())
    expect(second.last_page).toBe(2)
    // Past the end: no orders, and the count still comes through (it rides on the page's rows otherwise).
    expect((await get('/api/get-all-orders?page=3', headers)).json()).toEqual({ orders: [], current_page: 3, last_page: 2 })
    const one = (await get(`/api/get-single-order?order_id=${ids[0]}`, headers)).json().order
    expect(one.id).toBe(ids[0])
    const mine = (await get(`/api/get-single-order-to-track?order_id=${ids[0]}`, headers)).json().order
    expect(mine.address).toMatchObject({ line1: '12 MG Road' })
    const anyone = (await get(`/api/get-single-order-to-track?order_id=${ids[0]}`)).json().order
    expect(anyone).toMatchObject({ id: ids[0], status: 'placed', address: null, branch: { name: 'Downtown' } })
    expect(JSON.stringify(anyone)).not.toContain('98450')
    expect((await get('/api/get-single-order-to-track?order_id=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
  })

  it('another shopper’s order is a 404 on every call (BOLA)', async () => {
    const { headers, addressId } = await shopperWithCart()
    const { order } = (await place(headers, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })).json()
    const thief = (await registerShopper(t.app, 'Mallory')).headers
    expect((await get(`/api/get-single-order?order_id=${order.id}`, thief)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cancel-order', headers: thief, payload: { order_id: order.id } })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/reorder', headers: thief, payload: { order_id: order.id } })).statusCode).toBe(
      404,
    )
    expect((await get('/api/get-all-orders', thief)).json().orders).toEqual([])
    expect((await get(`/api/get-single-order-to-track?order_id=${order.id}`, thief)).json().order.address).toBeNull()
    expect((await get(`/api/get-single-order?order_id=${order.id}`, headers)).json().order.status).toBe('placed')
  })
})

/** The owner's product document without its read-only fields, to PUT it back changed. */
function strip(doc: Record<string, unknown>) {
  const { id: _id, ...rest } = doc
  return rest
}
