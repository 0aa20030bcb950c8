import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentSignature } from '../../apps/server/src/integrations/razorpay/signatures.ts'
import { addToCart, fundWallet, registerShopper } from '../support/factories.ts'
import { RAZORPAY_TEST_KEYS } from '../support/razorpay-emulator.ts'
import { createTestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { entries, startPaymentsStore, type PaymentsStore } from './payments.support.ts'

/**
 * Online payment, on SQLite and PostgreSQL, against the Razorpay emulator: place-order makes
 * the Razorpay order, process-payment checks the signature over the stored order id, confirms amount
 * and currency, captures and marks the order paid once; faults leave nothing half-done.
 */
describe.skipIf(!databaseAvailable)('payments API: place-order online and process-payment', () => {
  let s: PaymentsStore
  let product: number
  const PRICE = 1200
  beforeAll(async () => {
    s = await startPaymentsStore()
    product = (await s.product(PRICE)).id
  })
  afterAll(async () => {
    await s?.close()
  })

  it('checkout-options offers online payment when the keys are set', async () => {
    const res = await s.app.inject({ url: '/api/checkout-options' })
    expect(res.json().online_payment).toBe(true)
  })

  it('place-order online makes a Razorpay order for the amount due, in the store currency, with the order number as receipt', async () => {
    const me = await s.shopperWithCart(product, 2)
    const { order, payment } = await s.placeOnline(me.headers)
    expect(order).toMatchObject({ status: 'placed', payment_status: 'pending', payment_method: 'online' })
    const due = order.totals.amount_due
    expect(due).toBe(2 * PRICE + 50) // packaging fee, no delivery for pickup
    expect(payment).toEqual({
      provider: 'razorpay',
      key_id: RAZORPAY_TEST_KEYS.keyId,
      razorpay_order_id: expect.stringMatching(/^order_/),
      amount: due,
      currency: 'INR',
      name: expect.any(String),
      checkout_url: s.rzp.checkoutUrl,
      prefill: { name: 'Payer', email: me.email, contact: me.phone },
    })
    const made = s.rzp.orders.get(payment.razorpay_order_id)!
    expect(made).toMatchObject({ amount: due, currency: 'INR', receipt: `order_${order.number}`, status: 'created' })
  })

  it('with use_wallet the wallet pays part and Razorpay is asked for the rest', async () => {
    const me = await s.shopperWithCart(product, 1)
    await fundWallet(s.app, me.headers, 300)
    const { order, payment } = await s.placeOnline(me.headers, { use_wallet: true })
    expect(order.totals.wallet_used).toBe(300)
    expect(payment.amount).toBe(PRICE + 50 - 300)
    expect(s.rzp.orders.get(payment.razorpay_order_id)!.amount).toBe(PRICE + 50 - 300)
  })

  it('process-payment captures the authorised payment and marks the order paid with one timeline entry; a repeat changes nothing', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    expect(paid.payment.status).toBe('authorized')
    const res = await s.processPayment(me.headers, order.id, paid.response)
    expect(res.statusCode).toBe(200)
    expect(res.json().order).toMatchObject({ id: order.id, payment_status: 'paid', status: 'placed' })
    expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('captured')
    expect(entries(res.json().order, 'Paid')).toHaveLength(1)

    const again = await s.processPayment(me.headers, order.id, paid.response)
    expect(again.statusCode).toBe(200)
    expect(entries(again.json().order, 'Paid')).toHaveLength(1)
    const captures = s.rzp.requests.filter((r) => r.path === `/v1/payments/${paid.payment.id}/capture`)
    expect(captures).toHaveLength(1)
  })

  it('an already captured payment (auto-capture in the dashboard) is not captured again', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    const res = await s.processPayment(me.headers, order.id, paid.response)
    expect(res.json().order.payment_status).toBe('paid')
    expect(s.rzp.requests.filter((r) => r.path.endsWith('/capture'))).not.toContainEqual(
      expect.objectContaining({ path: `/v1/payments/${paid.payment.id}/capture` }),
    )
  })

  it('refuses a bad signature with a 422 and changes nothing: not captured, still pending', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    const forged = [
      { ...paid.response, razorpay_signature: '0'.repeat(64) },
      { ...paid.response, razorpay_signature: 'not hex' },
      // Signed with another secret.
      { ...paid.response, razorpay_signature: paymentSignature(payment.razorpay_order_id, paid.payment.id, 'another-secret-123') },
    ]
    for (const answer of forged) {
      const res = await s.processPayment(me.headers, order.id, answer)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual([{ path: 'razorpay_signature', message: 'does not match this order' }])
    }
    expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('authorized')
    const now = await s.order(me.headers, order.id)
    expect(now.payment_status).toBe('pending')
    expect(entries(now, 'Paid')).toHaveLength(0)
  })

  it("a genuine signature of the shopper's cheaper order does not pay this one: the server checks its own Razorpay order id", async () => {
    const me = await s.shopperWithCart(product, 1)
    const cheap = await s.placeOnline(me.headers)
    const cheapPaid = s.rzp.pay(cheap.payment.razorpay_order_id)
    await addToCart(s.app, me.headers, s.branch, product, 3)
    const dear = await s.placeOnline(me.headers)
    // The answer claims the dear order's Razorpay id, with the cheap order's valid signature.
    const res = await s.processPayment(me.headers, dear.order.id, {
      ...cheapPaid.response,
      razorpay_order_id: dear.payment.razorpay_order_id,
    })
    expect(res.statusCode).toBe(422)
    // Or the cheap order's own ids, sent for the dear order.
    expect((await s.processPayment(me.headers, dear.order.id, cheapPaid.response)).statusCode).toBe(422)
    expect((await s.order(me.headers, dear.order.id)).payment_status).toBe('pending')
    expect(s.rzp.payments.get(cheapPaid.payment.id)!.status).toBe('authorized')
  })

  it("another shopper's order is a 404, a guest a 401, and a cash order is not paid online", async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    const other = await registerShopper(s.app, 'Other')
    expect((await s.processPayment(other.headers, order.id, paid.response)).statusCode).toBe(404)
    expect((await s.processPayment({}, order.id, paid.response)).statusCode).toBe(401)
    expect((await s.order(me.headers, order.id)).payment_status).toBe('pending')

    const cash = await s.shopperWithCart(product, 1)
    const cod = (await s.place(cash.headers, { payment_method: 'cod' })).json().order
    const res = await s.processPayment(cash.headers, cod.id, paid.response)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('This order is not paid online')
  })

  it('a payment whose amount does not match the order is refused and not captured', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    s.rzp.payments.get(paid.payment.id)!.amount = 100 // as if Razorpay had taken another amount
    const res = await s.processPayment(me.headers, order.id, paid.response)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].path).toBe('razorpay_payment_id')
    expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('authorized')
    expect((await s.order(me.headers, order.id)).payment_status).toBe('pending')
  })

  it('a failed payment is a 422 that says so; a good payment afterwards pays the order', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const failed = s.rzp.fail(payment.razorpay_order_id)
    const signature = paymentSignature(payment.razorpay_order_id, failed.payment.id, RAZORPAY_TEST_KEYS.keySecret)
    const res = await s.processPayment(me.headers, order.id, {
      razorpay_payment_id: failed.payment.id,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: signature,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(/^The payment failed/)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    expect((await s.processPayment(me.headers, order.id, paid.response)).json().order.payment_status).toBe('paid')
  })

  it('Razorpay failing at capture: 502 and nothing changes; a retry pays', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    s.rzp.failNext({ match: 'POST /v1/payments/', how: 'error500' })
    const res = await s.processPayment(me.headers, order.id, paid.response)
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toMatch(/try again/)
    expect((await s.order(me.headers, order.id)).payment_status).toBe('pending')
    expect((await s.processPayment(me.headers, order.id, paid.response)).json().order.payment_status).toBe('paid')
  })

  it('two callbacks at once: one capture wins, the other reads the payment again and finds it captured; paid once', async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    const answers = await Promise.all([1, 2, 3].map(() => s.processPayment(me.headers, order.id, paid.response)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(entries(await s.order(me.headers, order.id), 'Paid')).toHaveLength(1)
  })

  it.each(['error500', 'reset'] as const)(
    'Razorpay %s when creating its order: 502 with a clear message, the order cancelled and the cart as it was',
    async (how) => {
      const stocked = (await s.product(700, 5)).id
      const me = await s.shopperWithCart(stocked, 2)
      s.rzp.failNext({ match: 'POST /v1/orders', how })
      const res = await s.place(me.headers)
      expect(res.statusCode).toBe(502)
      expect(res.json().message).toMatch(/Online payment could not be started/)
      // Nothing half-done: stock back, the cart restored, and no order left waiting for a payment.
      expect(await s.stockOf(stocked)).toBe(5)
      const cart = (await s.app.inject({ url: `/api/get-cart?branch_id=${s.branch}`, headers: me.headers })).json()
      expect(cart.cartItems.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([[stocked, 2]])
      const mine = (await s.app.inject({ url: '/api/get-all-orders', headers: me.headers })).json().orders
      expect(mine.map((o: { status: string }) => o.status)).toEqual(['cancelled'])
      // The shopper can try again at once.
      expect((await s.place(me.headers)).statusCode).toBe(201)
    },
  )
})

describe.skipIf(!databaseAvailable)('payments API without Razorpay keys', () => {
  it('does not offer online payment, refuses it with a clear 422, and says so in the server log', async () => {
    const lines: string[] = []
    const t = await createTestApp({ seed: 'empty', print: (line) => lines.push(line) })
    try {
      await t.app.ready()
      expect(lines.filter((l) => l.startsWith('Online payment is off'))).toHaveLength(1)
      expect((await t.app.inject({ url: '/api/checkout-options' })).json().online_payment).toBe(false)
      const me = await registerShopper(t.app)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/process-payment',
        headers: me.headers,
        payload: {
          order_id: 'A'.repeat(22),
          razorpay_payment_id: 'pay_x',
          razorpay_order_id: 'order_x',
          razorpay_signature: 'f'.repeat(64),
        },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe('Online payment is not available')
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(hook.statusCode).toBe(422)
    } finally {
      await t.close()
    }
  })
})
