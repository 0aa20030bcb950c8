import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '@store/core'
import {
  addAddress,
  addToCart,
  createBranch,
  createCoupon,
  createProduct,
  fundWallet,
  type Headers,
  newIdempotencyKey,
  placeOrder,
  registerShopper,
  updateProduct,
} from '../support/factories.ts'
import { startSmtpServer } from '../support/message-servers.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * After the order is placed, on SQLite and PostgreSQL: the status machine, cancels that give
 * back stock, the offer's use and the wallet, the owner's orders API and refunds, re-order, and the
 * mails (over a loopback SMTP server) with their tracking links.
 */
describe.skipIf(!databaseAvailable)('orders API: statuses, cancel, owner, re-order, mails', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let branch: number
  let pizza: number
  const PIZZA = 1000
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({
      seed: 'empty',
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>', PUBLIC_URL: 'https://shop.example' },
      outboxTiming: { pollMs: 50, backoffMs: 20, maxBackoffMs: 50 },
    })
    branch = (await createBranch(t.app, { name: 'Central', pincodes: ['10001'], delivery_fee: 0 })).id
    pizza = (await createProduct(t.app, { name: 'Diavola', selling_price: PIZZA, stock: 10 })).id
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload })
  const owner = (method: 'GET' | 'POST', url: string, payload?: object) => call(method, `/api/admin${url}`, ownerHeaders, payload)
  const stockOf = async (id: number) => (await owner('GET', `/products/${id}`)).json().stock as number
  /** A shopper (with an e-mail) who placed a delivery order of `quantity` pizzas. */
  const ordered = async (quantity = 2, extra: object = {}) => {
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    await addToCart(t.app, shopper.headers, branch, pizza, quantity)
    const order = await placeOrder(t.app, shopper.headers, branch, {
      fulfilment: 'delivery',
      address_id: addressId,
      payment_method: 'cod',
      ...extra,
    })
    return { ...shopper, order }
  }
  const advance = (id: string, status: string) => owner('POST', `/orders/${id}/status`, { status })

  it('moves only along the statuses, one step at a time, each with a timeline entry and a mail', async () => {
    const { order, email } = await ordered()
    const confirmation = await smtp.mails.next((m) => m.to.includes(email))
    expect(confirmation.subject).toBe(`Order #${order.number} placed at My Store`)
    expect(confirmation.text).toContain(`https://shop.example/track-order/${order.id}`)
    expect(confirmation.text).toContain('2 × Diavola')

    expect((await advance(order.id, 'preparing')).statusCode).toBe(422) // skips accepted
    expect((await advance(order.id, 'ready_for_pickup')).statusCode).toBe(422) // a pickup status
    for (const status of ['accepted', 'preparing', 'out_for_delivery']) {
      const res = await advance(order.id, status)
      expect(res.statusCode, res.body).toBe(200)
      const mail = await smtp.mails.next((m) => m.to.includes(email))
      expect(mail.text).toContain(`https://shop.example/track-order/${order.id}`)
    }
    const cancel = await owner('POST', `/orders/${order.id}/cancel`, { reason: 'Too late' })
    expect(cancel.statusCode).toBe(422) // out for delivery: no cancel any more
    const done = await advance(order.id, 'delivered')
    expect(done.json().order).toMatchObject({ status: 'delivered', payment_status: 'paid', estimated_at: null, can_cancel: false })
    // The owner's screen reads the timeline in the owner's words; the shopper's tracking in theirs.
    expect(done.json().order.timeline.map((e: { status: string; note: string }) => `${e.status}: ${e.note}`)).toEqual([
      'placed: Order placed',
      'accepted: Accepted',
      'preparing: Moved to preparing',
      'out_for_delivery: Sent out for delivery',
      'delivered: Delivered',
      'delivered: Paid in cash',
    ])
    // Already there: someone else's move came first, a 409 that says so (decision 0050).
    expect((await advance(order.id, 'delivered')).statusCode).toBe(409)
    const tracked = (await call('GET', `/api/get-single-order-to-track?order_id=${order.id}`, {})).json().order
    expect(tracked.status).toBe('delivered')
    expect(tracked.timeline.map((e: { note: string }) => e.note)).toEqual([
      'Order placed',
      'The store accepted your order',
      'Your order is being prepared',
      'Your order is out for delivery',
      'Delivered',
      'Paid in cash',
    ])
  })

  it('lets the shopper cancel within the window and gives back stock, the offer’s use and the wallet', async () => {
    const coupon = await createCoupon(t.app, { kind: 'flat', value: 200, total_limit: 3 })
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    await fundWallet(t.app, shopper.headers, 300)
    await addToCart(t.app, shopper.headers, branch, pizza, 3)
    const applied = await call('POST', `/api/cart/apply-coupon?branch_id=${branch}`, shopper.headers, { code: coupon.code })
    expect(applied.json().coupon_applied).toBe(true)
    expect((await owner('GET', `/coupons/${coupon.id}`)).json().used_count).toBe(1) // held from apply
    const stockBefore = await stockOf(pizza)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...shopper.headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod', use_wallet: true },
    })
    const order = res.json().order as Order
    expect(order.totals).toMatchObject({ coupon_code: coupon.code, order_discount_amount: 200, wallet_used: 300, total: 3 * PIZZA - 200 })
    expect((await owner('GET', `/coupons/${coupon.id}`)).json().used_count).toBe(1) // the held use became the order's
    expect(await stockOf(pizza)).toBe(stockBefore - 3)

    const cancelled = await call('POST', '/api/cancel-order', shopper.headers, { order_id: order.id, reason: 'Ordered twice' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const after = cancelled.json().order as Order
    expect(after).toMatchObject({ status: 'cancelled', can_cancel: false, totals: { refunded: 300 } })
    expect(after.timeline.map((e) => e.note)).toEqual([
      'Order placed',
      'You cancelled the order: Ordered twice',
      'The items went back into stock',
      `The use of ${coupon.code} was given back`,
      '$3 returned to your wallet',
    ])
    const forOwner = (await owner('GET', `/orders/${order.id}`)).json().order as Order
    expect(forOwner.timeline.map((e) => e.note)).toEqual([
      'Order placed',
      'The shopper cancelled the order: Ordered twice',
      'The items went back into stock',
      `The use of ${coupon.code} was given back`,
      '$3 returned to the shopper’s wallet',
    ])
    expect(await stockOf(pizza)).toBe(stockBefore)
    expect((await owner('GET', `/coupons/${coupon.id}`)).json().used_count).toBe(0)
    expect((await call('GET', `/api/check-wallet?branch_id=${branch}`, shopper.headers)).json().balance).toBe(300)
    // Cancelled orders do not count for offers: the first-order rule sees none.
    expect((await call('POST', '/api/cancel-order', shopper.headers, { order_id: order.id })).statusCode).toBe(422)
  })

  it('refuses the shopper’s cancel after the window or once the store accepted', async () => {
    const late = await ordered(1)
    // The order was placed 11 minutes ago (the window is 10).
    await t.database.db.kysely
      .updateTable('orders')
      .set({ placed_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('public_id', '=', late.order.id)
      .execute()
    const view = (await call('GET', `/api/get-single-order?order_id=${late.order.id}`, late.headers)).json().order
    expect(view).toMatchObject({ can_cancel: false, cancel_until: null })
    const refused = await call('POST', '/api/cancel-order', late.headers, { order_id: late.order.id })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toMatch(/time to cancel/)
    const accepted = await ordered(1)
    await advance(accepted.order.id, 'accepted')
    expect((await call('POST', '/api/cancel-order', accepted.headers, { order_id: accepted.order.id })).statusCode).toBe(422)
    // The owner may still cancel it, with a reason; the shopper is mailed.
    const byOwner = await owner('POST', `/orders/${accepted.order.id}/cancel`, { reason: 'Out of dough' })
    expect(byOwner.json()).toMatchObject({
      order: { status: 'cancelled' },
      cancel_reason: 'Out of dough',
      customer: { email: accepted.email },
    })
    const mail = await smtp.mails.next((m) => m.to.includes(accepted.email) && /cancelled/.test(m.subject))
    expect(mail.text).toContain('Cancelled by the store: Out of dough')
    expect((await owner('POST', `/orders/${late.order.id}/cancel`, { reason: '' })).statusCode).toBe(422)
  })

  it('the owner lists orders by status, branch and dates, and refunds to the wallet within what was paid', async () => {
    const { order, headers } = await ordered(1)
    const list = (query: string) => owner('GET', `/orders?${query}`)
    const placed = (await list(`status=placed&branch_id=${branch}`)).json()
    expect(placed.orders.map((o: { id: string }) => o.id)).toContain(order.id)
    expect((await list('status=picked_up')).json().total).toBe(0)
    expect((await list(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).json().total).toBe(0)
    expect((await list('status=lost')).statusCode).toBe(422)
    expect((await owner('GET', '/orders/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401)
    // Cash is collected at the door; nothing is refundable before.
    expect((await owner('POST', `/orders/${order.id}/refund`, { amount: 100, reason: 'Cold' })).statusCode).toBe(422)
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) await advance(order.id, status)
    expect((await owner('POST', `/orders/${order.id}/refund`, { amount: PIZZA + 1, reason: 'Cold' })).statusCode).toBe(422)
    const part = await owner('POST', `/orders/${order.id}/refund`, { amount: 400, reason: 'Cold pizza' })
    expect(part.json().order).toMatchObject({ payment_status: 'partially_refunded', totals: { refunded: 400 } })
    const rest = await owner('POST', `/orders/${order.id}/refund`, { amount: PIZZA - 400, reason: 'Sorry' })
    expect(rest.json().order).toMatchObject({ payment_status: 'refunded', totals: { refunded: PIZZA } })
    expect(
      rest
        .json()
        .order.timeline.map((e: { note: string }) => e.note)
        .slice(-2),
    ).toEqual(['$4 refunded to the shopper’s wallet: Cold pizza', `$${(PIZZA - 400) / 100} refunded to the shopper’s wallet: Sorry`])
    expect((await call('GET', `/api/check-wallet?branch_id=${branch}`, headers)).json().balance).toBe(PIZZA)
    // Within what was paid, but nothing is left: a conflict with the refunds made (decision 0036).
    const more = await owner('POST', `/orders/${order.id}/refund`, { amount: 1, reason: 'More' })
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe('Only $0 is left to refund')
  })

  it('re-order puts the lines back and names a product that is no longer sold', async () => {
    const salad = await createProduct(t.app, { name: 'Caesar salad', selling_price: 700 })
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    await addToCart(t.app, shopper.headers, branch, pizza, 2)
    await addToCart(t.app, shopper.headers, branch, salad.id, 1)
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...shopper.headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' },
    })
    const { order } = placed.json() as { order: Order }
    const { id: _id, ...doc } = salad
    await updateProduct(t.app, salad.id, { ...doc, is_active: false })
    const again = await call('POST', `/api/reorder?branch_id=${branch}`, shopper.headers, { order_id: order.id })
    expect(again.statusCode, again.body).toBe(200)
    const cart = again.json()
    expect(cart.cartItems.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([['Diavola', 2]])
    expect(cart.adjusted_cart_items).toMatchObject([
      { product_id: salad.id, reason: 'unavailable', message: 'Caesar salad is no longer available' },
    ])
  })
})
