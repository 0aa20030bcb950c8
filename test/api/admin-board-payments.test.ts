import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnlinePayment, Order } from '@store/core'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { openEventStream, type StreamEvent } from '../support/event-stream.ts'
import {
  addToCart,
  createBranch,
  createProduct,
  newIdempotencyKey,
  putSettings,
  registerShopper,
  STORE_SETTINGS,
} from '../support/factories.ts'
import { startRazorpayEmulator, type RazorpayEmulator } from '../support/razorpay-emulator.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'
import { OWNER_TOKEN, ownerHeaders } from '../support/test-app.ts'

/** Long enough for news on a loaded machine, short enough that a missing event fails by name. */
const WAIT_MS = 5_000

/**
 * An online payment is news for the live board (decision 0053), like placing an order: the browser's
 * verify call and Razorpay's webhook each make the order paid in a transaction that also announces it,
 * through LISTEN/NOTIFY on PostgreSQL (the server is given its DATABASE_URL) and news rows on SQLite.
 */
describe.skipIf(!databaseAvailable)('the live board hears online payments', () => {
  let database: TestDatabase
  let rzp: RazorpayEmulator
  let app: App
  let branch: number
  let product: number
  let eventsUrl: string

  beforeAll(async () => {
    rzp = await startRazorpayEmulator()
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'empty')
    const config = loadConfig({ ...rzp.env, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) }, [])
    app = await buildApp({
      config: { ...config, cacheVersionTtlMs: 0 },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
      serveWebApp: false,
    })
    await putSettings(app, { ...STORE_SETTINGS, currencyCode: 'INR', locale: 'en-IN' })
    branch = (await createBranch(app, { name: 'Online branch', delivery_fee: 0 })).id
    product = (await createProduct(app, { name: 'Thali', selling_price: 1200 })).id
    await app.listen({ port: 0, host: '127.0.0.1' })
    eventsUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/admin/orders/events`
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await rzp?.close()
  })

  /** A shopper's online pickup order, placed and not yet paid. */
  async function onlineOrder() {
    const shopper = await registerShopper(app, 'Payer')
    await addToCart(app, shopper.headers, branch, product, 1)
    const res = await app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...shopper.headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'pickup', payment_method: 'online' },
    })
    expect(res.statusCode).toBe(201)
    const { order, payment } = res.json() as { order: Order; payment: OnlinePayment }
    return { shopper, order, payment }
  }

  /** The board's next `order` event about `id`, or a failure naming what never came. */
  async function newsAbout(board: Awaited<ReturnType<typeof openEventStream>>, id: string, what: string): Promise<StreamEvent> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no board news about the order after ${what} within ${WAIT_MS} ms`)), WAIT_MS)
    })
    try {
      return await Promise.race([board.next((e) => e.event === 'order' && e.data.includes(id)), late])
    } finally {
      clearTimeout(timer)
    }
  }

  /** The order as the board lists it when it reloads on news. */
  async function onBoard(id: string) {
    const res = await app.inject({ url: '/api/admin/orders?payment=online_paid&per_page=100', headers: ownerHeaders })
    return (res.json() as { orders: { id: string; payment_status: string }[] }).orders.find((o) => o.id === id)
  }

  it("the verify call (the shopper's browser after paying) tells a connected board at once", async () => {
    const board = await openEventStream(eventsUrl, ownerHeaders)
    try {
      await board.next((e) => e.event === 'hello')
      const { shopper, order, payment } = await onlineOrder()
      expect(JSON.parse((await newsAbout(board, order.id, 'placing it')).data)).toEqual({ kind: 'placed', id: order.id })
      expect(await onBoard(order.id)).toBeUndefined() // placed, not paid yet
      const paid = rzp.pay(payment.razorpay_order_id)
      const verified = await app.inject({
        method: 'POST',
        url: '/api/razorpay/process-payment',
        headers: shopper.headers,
        payload: { order_id: order.id, ...paid.response },
      })
      expect(verified.statusCode).toBe(200)
      expect(JSON.parse((await newsAbout(board, order.id, 'the verify call')).data)).toEqual({ kind: 'changed', id: order.id })
      expect(await onBoard(order.id)).toMatchObject({ payment_status: 'paid' })
    } finally {
      await board.close()
    }
  })

  it("Razorpay's webhook (the shopper closed the tab after paying) tells a connected board at once; a repeat is no news", async () => {
    const board = await openEventStream(eventsUrl, ownerHeaders)
    try {
      await board.next((e) => e.event === 'hello')
      const { order, payment } = await onlineOrder()
      await newsAbout(board, order.id, 'placing it')
      const paid = rzp.pay(payment.razorpay_order_id, { capture: true })
      const event = rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id })
      const deliver = () =>
        app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers: rzp.webhookHeaders(event), payload: event.body })
      expect((await deliver()).json()).toEqual({ status: 'handled' })
      expect(JSON.parse((await newsAbout(board, order.id, 'the webhook')).data)).toEqual({ kind: 'changed', id: order.id })
      expect(await onBoard(order.id)).toMatchObject({ payment_status: 'paid' })

      // order.paid for the same payment changes nothing, so it announces nothing; the next order's
      // news is then the first thing the board hears.
      const again = rzp.webhookEvent('order.paid', { orderId: payment.razorpay_order_id, paymentId: paid.payment.id })
      await app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers: rzp.webhookHeaders(again), payload: again.body })
      const next = await onlineOrder()
      const heard = await board.next((e) => e.event === 'order')
      expect(JSON.parse(heard.data)).toEqual({ kind: 'placed', id: next.order.id })
    } finally {
      await board.close()
    }
  })

  it('a failed payment is news too (the board shows the order as failed to pay)', async () => {
    const board = await openEventStream(eventsUrl, ownerHeaders)
    try {
      await board.next((e) => e.event === 'hello')
      const { order, payment } = await onlineOrder()
      await newsAbout(board, order.id, 'placing it')
      const failed = rzp.fail(payment.razorpay_order_id)
      const event = rzp.webhookEvent('payment.failed', { paymentId: failed.payment.id })
      const res = await app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: rzp.webhookHeaders(event),
        payload: event.body,
      })
      expect(res.statusCode).toBe(200)
      expect(JSON.parse((await newsAbout(board, order.id, 'a failed payment')).data)).toEqual({ kind: 'changed', id: order.id })
    } finally {
      await board.close()
    }
  })
})
