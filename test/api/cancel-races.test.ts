import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCoupon, fundWallet, type Headers, postJson } from '../support/factories.ts'
import { ownerHeaders } from '../support/test-app.ts'
import { startPaymentsStore, type PaymentsStore } from './payments.support.ts'

const ROUNDS = 4

/**
 * One unpaid online order cancelled by every hand at once: the shopper (five calls), the owner (five
 * calls) and the unpaid-order expiry job (two servers' passes), with real parallel HTTP on SQLite and
 * PostgreSQL. The status moves from the status it was read in by one conditional update, so exactly
 * one cancel does the giving back: the stock, the coupon's use and the wallet's part come back once
 * (decision 0042).
 */
describe('one order cancelled by everyone at once', () => {
  let s: PaymentsStore
  let base: string
  beforeAll(async () => {
    s = await startPaymentsStore()
    base = await s.app.listen({ port: 0, host: '127.0.0.1' })
    // Only the test's own passes run the jobs.
    await s.app.ctx.paymentsWorker?.stop()
  })
  afterAll(async () => {
    await s?.close()
  })

  const post = (url: string, headers: Headers, body: object) => postJson<{ message?: string }>(`${base}${url}`, headers, body)

  const walletOf = async (headers: Headers) => (await s.app.inject({ url: '/api/check-wallet', headers })).json().balance as number
  const usesOf = async (couponId: number) => (await s.owner('GET', `/coupons/${couponId}`)).json().used_count as number

  it('gives the stock, the coupon’s use and the wallet’s part back exactly once', { timeout: 120_000 }, async () => {
    const jobs = s.app.ctx.services.paymentJobs!
    const later = new Date(Date.now() + 16 * 60_000)
    for (let round = 0; round < ROUNDS; round++) {
      const product = (await s.product(1200, 10)).id
      const coupon = await createCoupon(s.app, { kind: 'flat', value: 100, total_limit: 50 })
      const me = await s.shopperWithCart(product, 2)
      const applied = await s.app.inject({
        method: 'POST',
        url: `/api/cart/apply-coupon?branch_id=${s.branch}`,
        headers: me.headers,
        payload: { code: coupon.code },
      })
      expect(applied.statusCode).toBe(200)
      await fundWallet(s.app, me.headers, 300)
      const { order } = await s.placeOnline(me.headers, { use_wallet: true })
      expect(await s.stockOf(product)).toBe(8)
      expect(await usesOf(coupon.id)).toBe(1)
      expect(await walletOf(me.headers)).toBe(0)

      const calls = [
        ...Array.from({ length: 5 }, () => post('/api/cancel-order', me.headers, { order_id: order.id })),
        ...Array.from({ length: 5 }, () => post(`/api/admin/orders/${order.id}/cancel`, ownerHeaders, { reason: 'Out of dough' })),
      ]
      const [answers] = await Promise.all([Promise.all(calls), jobs.runDue(later), jobs.runDue(later)])
      // One of the calls, or the job, cancelled it; every other call is told it can no longer be cancelled or moved meanwhile.
      for (const a of answers) expect([200, 409, 422], `round ${round}: ${a.body.message}`).toContain(a.status)

      const after = await s.order(me.headers, order.id)
      expect(after.status).toBe('cancelled')
      expect(
        after.timeline.filter((e) => e.status === 'cancelled' && /^(You cancelled|Cancelled by the store|Not paid within)/.test(e.note)),
      ).toHaveLength(1)
      expect(await s.stockOf(product), `round ${round}`).toBe(10)
      expect(await usesOf(coupon.id), `round ${round}`).toBe(0)
      expect(await walletOf(me.headers), `round ${round}`).toBe(300)
      expect(after.totals.refunded).toBe(300)
    }
  })
})
