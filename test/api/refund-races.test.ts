import { formatMoney, moneyFormatFromSettings } from '@store/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundWallet, STORE_SETTINGS, type Headers, postJson } from '../support/factories.ts'
import { ownerHeaders } from '../support/test-app.ts'
import { startPaymentsStore } from './payments.support.ts'

type PaymentsStore = Awaited<ReturnType<typeof startPaymentsStore>>

const TOTAL = 1250
const ROUNDS = 8
const money = (minor: number) => formatMoney(minor, moneyFormatFromSettings({ ...STORE_SETTINGS, currencyCode: 'INR', locale: 'en-IN' }))

/**
 * Refunds of one paid online order racing each other and the shopper's cancel (decision 0036), with
 * real parallel HTTP to a listening server and a Razorpay emulator that takes 100–200 ms a call, on
 * SQLite and PostgreSQL. Every round ends with every rupee where it belongs: what Razorpay refunded is
 * what the order says it refunded, and a cancelled order has all of it back.
 */
describe('refunds under races', () => {
  let s: PaymentsStore
  let base: string
  let product: number
  beforeAll(async () => {
    s = await startPaymentsStore()
    base = await s.app.listen({ port: 0, host: '127.0.0.1' })
    product = (await s.product(1200)).id // with the store's fee of 50: an order of 1250
    s.rzp.latency = { minMs: 100, maxMs: 200 }
  })
  afterAll(async () => {
    await s?.close()
  })

  const post = (url: string, headers: Headers, body: object) =>
    postJson<{ message?: string; order?: { totals: { refunded: number } } }>(`${base}${url}`, headers, body)

  /** A pickup order of TOTAL, paid online and captured. */
  const paidOrder = async () => {
    const me = await s.shopperWithCart(product, 1)
    const { order, payment } = await s.placeOnline(me.headers)
    expect(order.totals.total).toBe(TOTAL)
    const paid = s.rzp.pay(payment.razorpay_order_id)
    expect((await s.processPayment(me.headers, order.id, paid.response)).statusCode).toBe(200)
    return { me, order, paymentId: paid.payment.id }
  }
  const refundedAtRazorpay = (paymentId: string) => s.rzp.payments.get(paymentId)!.amount_refunded
  const ownerRefund = (orderId: string, amount: number) =>
    post(`/api/admin/orders/${orderId}/refund`, ownerHeaders, { amount, reason: 'Late delivery' })

  it('four parallel refunds of 500 on 1250: two are made, two lose with a 409 that names what is left', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { me, order, paymentId } = await paidOrder()
      const answers = await Promise.all(Array.from({ length: 4 }, () => ownerRefund(order.id, 500)))
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 200, 409, 409])
      for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.message).toBe(`Only ${money(250)} is left to refund`)
      expect(refundedAtRazorpay(paymentId)).toBe(1000)
      expect((await s.order(me.headers, order.id)).totals.refunded).toBe(1000)
    }
  })

  it('a refund of half racing the shopper’s cancel: the order ends cancelled with all 1250 refunded', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { me, order, paymentId } = await paidOrder()
      const [refund, cancel] = await Promise.all([
        ownerRefund(order.id, 625),
        post('/api/cancel-order', me.headers, { order_id: order.id, reason: 'Changed my mind' }),
      ])
      expect(cancel.status, `round ${round}: ${cancel.body.message}`).toBe(200)
      // The refund came first (200), or found the cancel had given everything back (409, or 422 when it read the order after).
      expect([200, 409, 422], `round ${round}: ${refund.body.message}`).toContain(refund.status)
      const after = await s.order(me.headers, order.id)
      expect(after.status).toBe('cancelled')
      expect(after.totals.refunded).toBe(TOTAL)
      expect(refundedAtRazorpay(paymentId)).toBe(TOTAL)
    }
  })

  it(
    'a cancel whose refund Razorpay fails at first is retried by the payment jobs until all of it is back',
    { timeout: 60_000 },
    async () => {
      // Only this test's passes run the jobs, so none is still in flight in the background when it looks.
      await s.app.ctx.paymentsWorker?.stop()
      const { me, order, paymentId } = await paidOrder()
      s.rzp.failNext({ match: 'POST /v1/payments/', how: 'error500', count: 1 })
      const cancel = await post('/api/cancel-order', me.headers, { order_id: order.id })
      expect(cancel.status).toBe(200)
      expect((await s.order(me.headers, order.id)).totals.refunded).toBe(TOTAL)
      expect(refundedAtRazorpay(paymentId)).toBe(0)
      // The retry: a pass of the payment jobs past the first try's minute.
      await s.app.ctx.services.paymentJobs!.runDue(new Date(Date.now() + 10 * 60_000))
      expect(refundedAtRazorpay(paymentId)).toBe(TOTAL)
      const refunds = [...s.rzp.refunds.values()].filter((r) => r.payment_id === paymentId)
      expect(refunds.map((r) => r.amount)).toEqual([TOTAL])
    },
  )

  it(
    'paying, cancelling and the expiry job at the same moment: the order ends cancelled with the card and the wallet given back',
    { timeout: 180_000 },
    async () => {
      // The worker was stopped above: this test's passes of the jobs are the only ones, so nothing runs after it looks.
      await s.app.ctx.paymentsWorker?.stop()
      const jobs = s.app.ctx.services.paymentJobs!
      const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)
      const walletOf = async (headers: Headers) => (await s.app.inject({ url: '/api/check-wallet', headers })).json().balance as number
      for (let round = 0; round < ROUNDS; round++) {
        const me = await s.shopperWithCart(product, 1)
        await fundWallet(s.app, me.headers, 250)
        const { order, payment } = await s.placeOnline(me.headers, { use_wallet: true })
        expect(order.totals.amount_due).toBe(TOTAL - 250)
        const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true }) // captured at Razorpay: auto-capture
        const [callback, , cancel] = await Promise.all([
          post('/api/razorpay/process-payment', me.headers, { order_id: order.id, ...paid.response }),
          s.rzp.sendWebhook(s.rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }), { transport: s.transport }),
          post('/api/cancel-order', me.headers, { order_id: order.id, reason: 'Changed my mind' }),
          jobs.runDue(later(16)), // the expiry job finds it unpaid, or paid
        ])
        expect(cancel.status, `round ${round}: ${cancel.body.message}`).toBe(200)
        expect([200, 409], `round ${round}: ${callback.body.message}`).toContain(callback.status)
        // Whatever refund is still owed is a payment job: two passes past its minute settle it.
        await jobs.runDue(later(30))
        await jobs.runDue(later(60))
        const after = await s.order(me.headers, order.id)
        expect(after.status, `round ${round}`).toBe('cancelled')
        expect(refundedAtRazorpay(paid.payment.id), `round ${round}`).toBe(TOTAL - 250)
        expect([...s.rzp.refunds.values()].filter((r) => r.payment_id === paid.payment.id)).toHaveLength(1)
        expect(await walletOf(me.headers), `round ${round}`).toBe(250)
      }
    },
  )
})
