import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildContainer } from '../../apps/server/src/container.ts'
import { fundWallet } from '../support/factories.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { entries, startPaymentsStore, type PaymentsStore } from './payments.support.ts'

const MINUTE = 60_000
/** The clock the jobs run at: minutes from now. No test waits; it hands the job a later time. */
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE)

/**
 * Unpaid online orders and refunds, on SQLite and PostgreSQL: an order unpaid after 15
 * minutes is cancelled (stock and wallet back) once, however many servers run the job; Razorpay is
 * asked first; a payment that comes after the cancel is refunded; a cancel of a paid order refunds
 * through Razorpay's refund API, and refund.processed settles it.
 */
describe.skipIf(!databaseAvailable)('payments API: unpaid orders and refunds', () => {
  let s: PaymentsStore
  const PRICE = 800
  beforeAll(async () => {
    s = await startPaymentsStore()
  })
  afterAll(async () => {
    await s?.close()
  })

  const jobs = () => s.app.ctx.services.paymentJobs!
  const stockedOrder = async (stock = 10, quantity = 2, payload: object = {}) => {
    const product = (await s.product(PRICE, stock)).id
    const me = await s.shopperWithCart(product, quantity)
    return { product, me, ...(await s.placeOnline(me.headers, payload)) }
  }
  const hook = (event: string, refs: Parameters<PaymentsStore['rzp']['webhookEvent']>[1]) =>
    s.rzp.sendWebhook(s.rzp.webhookEvent(event, refs), { transport: s.transport })

  it('cancels an online order unpaid after 15 minutes, not before, and gives back stock and the wallet', async () => {
    const { product, me, order, payment } = await stockedOrder(10, 2, { use_wallet: false })
    expect(await s.stockOf(product)).toBe(8)
    await jobs().runDue(later(14))
    expect((await s.order(me.headers, order.id)).status).toBe('placed')

    await jobs().runDue(later(16))
    const now = await s.order(me.headers, order.id)
    expect(now).toMatchObject({ status: 'cancelled', payment_status: 'failed' })
    expect(entries(now, 'Not paid within 15 minutes')).toHaveLength(1)
    expect(await s.stockOf(product)).toBe(10)
    // Razorpay was asked before the cancel: nothing had been paid.
    expect(s.rzp.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v1/orders/${payment.razorpay_order_id}/payments` }),
    )
  })

  it('gives the wallet part back when the unpaid order paid part from the wallet', async () => {
    const product = (await s.product(PRICE, 10)).id
    const me = await s.shopperWithCart(product, 1)
    await fundWallet(s.app, me.headers, 300)
    const { order } = await s.placeOnline(me.headers, { use_wallet: true })
    expect((await s.app.inject({ url: '/api/check-wallet', headers: me.headers })).json().balance).toBe(0)
    await jobs().runDue(later(16))
    expect((await s.order(me.headers, order.id)).status).toBe('cancelled')
    expect((await s.app.inject({ url: '/api/check-wallet', headers: me.headers })).json().balance).toBe(300)
  })

  it('an order whose payment failed and was never retried is cancelled too', async () => {
    const { me, order, payment } = await stockedOrder()
    const failed = s.rzp.fail(payment.razorpay_order_id)
    await hook('payment.failed', { paymentId: failed.payment.id })
    expect((await s.order(me.headers, order.id)).payment_status).toBe('failed')
    await jobs().runDue(later(16))
    expect((await s.order(me.headers, order.id)).status).toBe('cancelled')
  })

  it('asks Razorpay first: a payment made but never reported (tab closed, no webhook) is captured and pays the order', async () => {
    const { product, me, order, payment } = await stockedOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id) // authorised only; the browser never called back
    await jobs().runDue(later(16))
    const now = await s.order(me.headers, order.id)
    expect(now).toMatchObject({ status: 'placed', payment_status: 'paid' })
    expect(entries(now, 'Paid')).toHaveLength(1)
    expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('captured')
    expect(await s.stockOf(product)).toBe(8)
  })

  it('several servers running the job at once cancel each order exactly once', async () => {
    const placed = []
    for (let i = 0; i < 8; i++) placed.push(await stockedOrder(10, 1))
    // A second container on the same database is another server process as far as the database can tell.
    const other = buildContainer(s.app.ctx.config, s.app.ctx.db).services.paymentJobs!
    const at = later(16)
    await Promise.all([jobs().runDue(at), other.runDue(at), jobs().runDue(at), other.runDue(at)])
    for (const { me, order, product } of placed) {
      const now = await s.order(me.headers, order.id)
      expect(now.status).toBe('cancelled')
      expect(now.timeline.filter((e) => e.status === 'cancelled' && e.note.startsWith('Not paid'))).toHaveLength(1)
      expect(await s.stockOf(product)).toBe(10) // given back once, not twice
    }
  })

  it('Razorpay down when the job asks: the order waits and the job is retried later', async () => {
    const { me, order } = await stockedOrder()
    s.rzp.failNext({ match: 'GET /v1/orders/', how: 'error500', count: 1 })
    await jobs().runDue(later(16))
    expect((await s.order(me.headers, order.id)).status).toBe('placed')
    await jobs().runDue(later(20)) // past the backoff
    expect((await s.order(me.headers, order.id)).status).toBe('cancelled')
  })

  it('a payment captured after the cancel is refunded in full through Razorpay, and refund.processed settles it', async () => {
    const { me, order, payment } = await stockedOrder()
    await jobs().runDue(later(16))
    expect((await s.order(me.headers, order.id)).status).toBe('cancelled')

    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true }) // auto-capture, after the cancel
    const [delivery] = await hook('payment.captured', { paymentId: paid.payment.id })
    expect(delivery!.status).toBe(200)
    // The refund job runs in this server's worker, woken by the webhook.
    await vi.waitFor(() => expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('refunded'), { timeout: 10_000 })
    const refund = [...s.rzp.refunds.values()].find((r) => r.payment_id === paid.payment.id)!
    expect(refund.amount).toBe(order.totals.amount_due)
    await vi.waitFor(async () => expect((await s.order(me.headers, order.id)).payment_status).toBe('refunded'), { timeout: 10_000 })
    let now = await s.order(me.headers, order.id)
    expect(now.status).toBe('cancelled')
    expect(entries(now, 'Paid')).toHaveLength(0)
    expect(now.timeline.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/arrived after the order was cancelled: it is being refunded$/),
        expect.stringMatching(/refunded to your card$/),
      ]),
    )
    // The same payment reported again (order.paid, a retry) refunds nothing more.
    await hook('order.paid', { orderId: payment.razorpay_order_id, paymentId: paid.payment.id })
    await hook('refund.processed', { refundId: refund.id })
    now = await s.order(me.headers, order.id)
    expect(entries(now, 'The refund of')).toHaveLength(1)
    expect([...s.rzp.refunds.values()].filter((r) => r.payment_id === paid.payment.id)).toHaveLength(1)
  })

  it('the callback of a payment authorised after the cancel is a 409 that says the money is not taken; nothing is captured', async () => {
    const { me, order, payment } = await stockedOrder()
    await jobs().runDue(later(16))
    const paid = s.rzp.pay(payment.razorpay_order_id)
    const res = await s.processPayment(me.headers, order.id, paid.response)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/cancelled because it was not paid in time. Your payment was not taken/)
    expect(s.rzp.payments.get(paid.payment.id)!.status).toBe('authorized')
  })

  it("the shopper's cancel of a paid order refunds through Razorpay; refund.processed settles it", async () => {
    const { product, me, order, payment } = await stockedOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id)
    await s.processPayment(me.headers, order.id, paid.response)
    const res = await s.app.inject({ method: 'POST', url: '/api/cancel-order', headers: me.headers, payload: { order_id: order.id } })
    expect(res.statusCode).toBe(200)
    expect(res.json().order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    expect(
      res.json().order.timeline.filter((e: { note: string }) => e.note.endsWith('refunded to your card: order cancelled')),
    ).toHaveLength(1)
    expect(await s.stockOf(product)).toBe(10)
    const refunds = [...s.rzp.refunds.values()].filter((r) => r.payment_id === paid.payment.id)
    expect(refunds.map((r) => r.amount)).toEqual([order.totals.amount_due])
    await hook('refund.processed', { refundId: refunds[0]!.id })
    const now = await s.order(me.headers, order.id)
    expect(entries(now, 'The refund of')).toHaveLength(1)
    expect(now.payment_status).toBe('refunded')
  })

  it("the owner's cancel and partial refund of a paid order go through Razorpay's refund API", async () => {
    const { me, order, payment } = await stockedOrder()
    const paid = s.rzp.pay(payment.razorpay_order_id, { capture: true })
    await hook('payment.captured', { paymentId: paid.payment.id })
    const refund = await s.owner('POST', `/orders/${order.id}/refund`, { amount: 300, reason: 'A dish was missing' })
    expect(refund.statusCode).toBe(200)
    expect(refund.json().order.payment_status).toBe('partially_refunded')
    const cancel = await s.owner('POST', `/orders/${order.id}/cancel`, { reason: 'Kitchen closed' })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    const amounts = [...s.rzp.refunds.values()].filter((r) => r.payment_id === paid.payment.id).map((r) => r.amount)
    expect(amounts).toEqual([300, order.totals.amount_due - 300])
    for (const r of [...s.rzp.refunds.values()].filter((x) => x.payment_id === paid.payment.id))
      await hook('refund.processed', { refundId: r.id })
    expect(entries(await s.order(me.headers, order.id), 'The refund of')).toHaveLength(2)
  })
})
