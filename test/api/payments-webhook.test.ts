import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookSignature } from '../../apps/server/src/integrations/razorpay/signatures.ts'
import { RAZORPAY_TEST_KEYS, startRazorpayEmulator, type BuiltEvent } from '../support/razorpay-emulator.ts'
import { createTestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { entries, startPaymentsStore, type PaymentsStore } from './payments.support.ts'

/**
 * Razorpay webhook, on SQLite and PostgreSQL: the signature over the raw body, an event id
 * handled once, payment.captured, order.paid, payment.failed and refund.processed in any order, and
 * the webhook racing the browser's callback 50 times over real HTTP: each order paid exactly once.
 */
describe.skipIf(!databaseAvailable)('payments API: the Razorpay webhook', () => {
  let s: PaymentsStore
  let product: number
  beforeAll(async () => {
    s = await startPaymentsStore()
    product = (await s.product(900)).id
  })
  afterAll(async () => {
    await s?.close()
  })

  /** Delivers the event through app.inject; answers each delivery's status and body. */
  const deliver = async (event: BuiltEvent, options: { duplicate?: boolean; signature?: string } = {}) => {
    const headers = s.rzp.webhookHeaders(event, options.signature)
    const send = () => s.app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: event.body })
    const answers = [await send()]
    if (options.duplicate) answers.push(await send())
    return answers.map((a) => ({ status: a.statusCode, body: a.json() as { status?: string; message?: string } }))
  }
  const onlineOrder = async () => {
    const me = await s.shopperWithCart(product, 1)
    return { me, ...(await s.placeOnline(me.headers)) }
  }

  it('payment.captured alone pays the order (the shopper closed the tab after paying)', async () => {
    const { me, order, payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    const [answer] = await deliver(s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }))
    expect(answer).toEqual({ status: 200, body: { status: 'handled' } })
    const now = await s.order(me.headers, order.id)
    expect(now.payment_status).toBe('paid')
    expect(entries(now, 'Paid')).toHaveLength(1)
  })

  it('a duplicate delivery (same X-Razorpay-Event-Id) is answered 200 and changes nothing more', async () => {
    const { me, order, payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    const answers = await deliver(s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }), { duplicate: true })
    expect(answers).toEqual([
      { status: 200, body: { status: 'handled' } },
      { status: 200, body: { status: 'duplicate' } },
    ])
    // order.paid for the same payment is another event: handled, but the order is paid once.
    await deliver(s.rzp.webhookEvent('order.paid', { orderId: payment.razorpay_order_id, paymentId: paid.payment.id }))
    expect(entries(await s.order(me.headers, order.id), 'Paid')).toHaveLength(1)
  })

  it('a bad or missing signature is a 401 and changes nothing; the same event correctly signed is then handled', async () => {
    const { me, order, payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    const event = s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id })
    const forged = [webhookSignature(event.body, 'not-the-secret'), '0'.repeat(64), 'garbage']
    for (const signature of forged) expect((await deliver(event, { signature }))[0]!.status).toBe(401)
    const unsigned = await s.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': event.id },
      payload: event.body,
    })
    expect(unsigned.statusCode).toBe(401)
    // The signature covers the bytes: the same JSON re-serialised with other spacing does not pass.
    const respaced = JSON.stringify(JSON.parse(event.body), null, 1)
    const moved = await s.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: s.rzp.webhookHeaders(event),
      payload: respaced,
    })
    expect(moved.statusCode).toBe(401)
    expect((await s.order(me.headers, order.id)).payment_status).toBe('pending')
    expect((await deliver(event))[0]).toEqual({ status: 200, body: { status: 'handled' } })
    expect((await s.order(me.headers, order.id)).payment_status).toBe('paid')
  })

  it('payment.failed marks the payment failed once; a good payment afterwards still pays', async () => {
    const { me, order, payment } = await onlineOrder()
    const failed = s.rzp.fail(payment.razorpay_order_id, { description: 'Your card was declined' })
    await deliver(s.rzp.webhookEvent('payment.failed', { paymentId: failed.payment.id }), { duplicate: true })
    const after = await s.order(me.headers, order.id)
    expect(after.payment_status).toBe('failed')
    expect(entries(after, 'Payment failed').map((e) => e.note)).toEqual(['Payment failed: Your card was declined'])
    const paid = s.rzp.pay(payment.razorpay_order_id)
    expect((await s.processPayment(me.headers, order.id, paid.response)).json().order.payment_status).toBe('paid')
  })

  it('out of order: a late payment.failed (an earlier try) after the order is paid changes nothing', async () => {
    const { me, order, payment } = await onlineOrder()
    const failed = s.rzp.fail(payment.razorpay_order_id)
    const lateFailure = s.rzp.webhookEvent('payment.failed', { paymentId: failed.payment.id }) // built now, sent last
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    await deliver(s.rzp.webhookEvent('order.paid', { orderId: payment.razorpay_order_id, paymentId: paid.payment.id }))
    expect((await deliver(lateFailure))[0]!.status).toBe(200)
    const now = await s.order(me.headers, order.id)
    expect(now.payment_status).toBe('paid')
    expect(entries(now, 'Payment failed')).toHaveLength(0)
  })

  it('out of order: an old snapshot of an authorised payment does not pay; the captured one does', async () => {
    const { me, order, payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id)
    const stale = s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }) // still authorised in the snapshot
    expect((await deliver(stale))[0]!.body.status).toBe('ignored')
    expect((await s.order(me.headers, order.id)).payment_status).toBe('pending')
    s.rzp.capture(paid.payment.id)
    await deliver(s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }))
    expect((await s.order(me.headers, order.id)).payment_status).toBe('paid')
  })

  it('refund.processed of a refund made in the dashboard marks partially_refunded, then refunded, each once', async () => {
    const { me, order, payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    await deliver(s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }))
    const part = s.rzp.ledger.refundPayment(paid.payment.id, { amount: 400 })
    await deliver(s.rzp.webhookEvent('refund.processed', { refundId: part.id }), { duplicate: true })
    let now = await s.order(me.headers, order.id)
    expect(now.payment_status).toBe('partially_refunded')
    expect(now.totals.refunded).toBe(400)
    const rest = s.rzp.ledger.refundPayment(paid.payment.id, {})
    await deliver(s.rzp.webhookEvent('refund.processed', { refundId: rest.id }))
    now = await s.order(me.headers, order.id)
    expect(now.payment_status).toBe('refunded')
    expect(now.totals.refunded).toBe(order.totals.amount_due)
    expect(now.timeline.filter((e) => e.note.endsWith('refunded to your card'))).toHaveLength(2)
  })

  it('answers 200 to events it does not act on (another event, an order that is not ours) and 422 to a signed body that is not an event', async () => {
    const { payment } = await onlineOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id)
    expect((await deliver(s.rzp.webhookEvent('payment.authorized', { paymentId: paid.payment.id })))[0]).toEqual({
      status: 200,
      body: { status: 'ignored' },
    })
    const foreign = s.rzp.ledger.createOrder({ amount: 5000, currency: 'INR' })
    const foreignPaid = s.rzp.pay(foreign.id, { capture: true })
    expect((await deliver(s.rzp.webhookEvent('payment.captured', { paymentId: foreignPaid.payment.id })))[0]!.body.status).toBe('ignored')
    const notJson = { id: 'evt_not_json', event: 'x', body: 'hello', envelope: {} } as unknown as BuiltEvent
    expect((await deliver(notJson))[0]!.status).toBe(422)
  })

  it('the webhook and the callback racing, 50 times over real HTTP: each order is paid exactly once', async () => {
    const base = await s.app.listen({ port: 0, host: '127.0.0.1' })
    const orders = []
    for (let i = 0; i < 50; i++) orders.push(await onlineOrder())
    s.rzp.autoWebhooks = { url: `${base}/api/razorpay/webhook`, secret: RAZORPAY_TEST_KEYS.webhookSecret }
    try {
      await Promise.all(
        orders.map(async ({ me, order, payment }, i) => {
          // Half are captured at once (webhooks leave before the callback), half by the callback's capture.
          const paid = s.rzp.pay(payment.razorpay_order_id, { capture: i % 2 === 0 })
          const res = await fetch(`${base}/api/razorpay/process-payment`, {
            method: 'POST',
            headers: { ...me.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: order.id, ...paid.response }),
          })
          expect(res.status).toBe(200)
        }),
      )
      await s.rzp.idle()
    } finally {
      s.rzp.autoWebhooks = null
    }
    const deliveries = s.rzp.deliveries.pending.filter((d) => d.event === 'payment.captured' || d.event === 'order.paid')
    expect(deliveries.length).toBeGreaterThanOrEqual(100)
    expect(deliveries.map((d) => d.status).filter((status) => status !== 200)).toEqual([])
    for (const { me, order } of orders) {
      const now = await s.order(me.headers, order.id)
      expect(now.payment_status).toBe('paid')
      expect(entries(now, 'Paid')).toHaveLength(1)
      expect(now.timeline).toHaveLength(2) // placed, paid
    }
  })
})

describe.skipIf(!databaseAvailable)('payments API: keys without a webhook secret', () => {
  it('refuses webhooks with a 503 that says why', async () => {
    const rzp = await startRazorpayEmulator()
    const { RAZORPAY_WEBHOOK_SECRET: _secret, ...env } = rzp.env
    const t = await createTestApp({ seed: 'empty', env })
    try {
      const event = {
        id: 'evt_1',
        event: 'payment.captured',
        body: '{"event":"payment.captured","payload":{}}',
        envelope: {},
      } as unknown as BuiltEvent
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: rzp.webhookHeaders(event),
        payload: event.body,
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/RAZORPAY_WEBHOOK_SECRET/)
    } finally {
      await t.close()
      await rzp.close()
    }
  })
})
