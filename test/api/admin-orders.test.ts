import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAddress, addToCart, createBranch, createProduct, placeOrder, registerShopper } from '../support/factories.ts'
import { openEventStream } from '../support/event-stream.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { staffSession } from '../support/staff.ts'

/**
 * The owner's app's orders (decisions 0051 and 0053), on SQLite and PostgreSQL: moves, cancels and
 * refunds in the audit log and the order's history, two people at one order (one wins, the other a
 * 409), the board's filters and search, and the live events of one server.
 */
describe.skipIf(!databaseAvailable)('owner orders: audit, conflicts, filters, live events', () => {
  let t: TestApp
  let branch: number
  let pizza: number
  let kitchen: Awaited<ReturnType<typeof staffSession>>
  let manager: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    branch = (await createBranch(t.app, { name: 'Central', pincodes: ['10001'], delivery_fee: 0 })).id
    pizza = (await createProduct(t.app, { name: 'Diavola', selling_price: 1000, stock: 100 })).id
    kitchen = await staffSession(t.app, 'staff', 'Kitchen Kumar')
    manager = await staffSession(t.app, 'manager', 'Manager Mani')
  })
  afterAll(async () => {
    await t?.close()
  })

  const ordered = async (payment: 'cod' | 'wallet' = 'cod') => {
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    await addToCart(t.app, shopper.headers, branch, pizza, 2)
    const order = await placeOrder(t.app, shopper.headers, branch, {
      fulfilment: 'delivery',
      address_id: addressId,
      payment_method: payment,
    })
    return { shopper, order }
  }
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers, payload })
  const list = async (query: string) => (await t.app.inject({ url: `/api/admin/orders?${query}`, headers: kitchen.headers })).json()

  it('records staff moves, cancels and refunds in the audit log and the order history, with who and what changed', async () => {
    const { order } = await ordered()
    expect((await post(`/orders/${order.id}/status`, kitchen.headers, { status: 'accepted' })).statusCode).toBe(200)
    for (const status of ['preparing', 'out_for_delivery', 'delivered']) await post(`/orders/${order.id}/status`, ownerHeaders, { status })
    expect((await post(`/orders/${order.id}/refund`, kitchen.headers, { amount: 1000, reason: 'Cold' })).statusCode).toBe(403)
    expect((await post(`/orders/${order.id}/refund`, manager.headers, { amount: 1000, reason: 'Cold' })).statusCode).toBe(200)
    const history = (await t.app.inject({ url: `/api/admin/orders/${order.id}/history`, headers: kitchen.headers })).json().items
    expect(history.map((e: { actor: string; action: string }) => `${e.actor}: ${e.action}`)).toEqual([
      'Manager Mani: refund',
      'Owner token: status',
      'Owner token: status',
      'Owner token: status',
      'Kitchen Kumar: status',
    ])
    expect(history.at(-1).changes).toEqual({ status: { before: 'placed', after: 'accepted' } })
    expect(history[0].changes).toMatchObject({
      refunded: { before: 0, after: 1000 },
      payment_status: { before: 'paid', after: 'partially_refunded' },
    })
    const audit = (await t.app.inject({ url: `/api/admin/audit?staff_id=${kitchen.id}&object_type=order`, headers: ownerHeaders })).json()
    expect(audit.items.map((e: { object_id: string }) => e.object_id)).toEqual([order.id])
    // Named as people know the order, by its number.
    const number = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: ownerHeaders })).json().order.number as number
    expect(audit.items.map((e: { object_label: string | null }) => e.object_label)).toEqual([`#${number}`])

    const { order: other } = await ordered()
    await post(`/orders/${other.id}/cancel`, kitchen.headers, { reason: 'Out of dough' })
    const cancelled = (await t.app.inject({ url: `/api/admin/orders/${other.id}/history`, headers: kitchen.headers })).json().items
    expect(cancelled[0]).toMatchObject({
      action: 'cancel',
      changes: { status: { before: 'placed', after: 'cancelled' }, cancel_reason: { before: null, after: 'Out of dough' } },
    })
  })

  it('two people moving one order at once: one wins, the other gets a 409 that says so, never a 5xx', async () => {
    const { order } = await ordered()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(`/orders/${order.id}/status`, i % 2 ? kitchen.headers : manager.headers, { status: 'accepted' }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toMatch(/already accepted|changed by someone else/)
    const cancels = await Promise.all([
      post(`/orders/${order.id}/cancel`, kitchen.headers, { reason: 'A' }),
      post(`/orders/${order.id}/cancel`, manager.headers, { reason: 'B' }),
    ])
    expect(cancels.map((a) => a.statusCode).sort()).toEqual([200, 409])
    // A move that skips a step is not a race but a wrong move: a 422.
    const { order: fresh } = await ordered()
    expect((await post(`/orders/${fresh.id}/status`, kitchen.headers, { status: 'delivered' })).statusCode).toBe(422)
  })

  it('filters by several statuses and by payment, and finds orders by number, e-mail or phone', async () => {
    const a = await ordered()
    const b = await ordered()
    await post(`/orders/${b.order.id}/status`, kitchen.headers, { status: 'accepted' })
    const ids = (page: { orders: { id: string }[] }) => page.orders.map((o) => o.id)
    expect(ids(await list('statuses=accepted,preparing&per_page=100'))).toContain(b.order.id)
    expect(ids(await list('statuses=accepted,preparing&per_page=100'))).not.toContain(a.order.id)
    expect(ids(await list(`q=%23${a.order.number}`))).toEqual([a.order.id])
    expect(ids(await list(`q=${encodeURIComponent(a.shopper.email.toUpperCase())}`))).toEqual([a.order.id])
    expect(ids(await list(`q=${encodeURIComponent(b.shopper.phone)}`))).toEqual([b.order.id])
    expect(ids(await list('q=nobody%40example.com'))).toEqual([])
    expect(ids(await list('payment=cod&per_page=100'))).toContain(a.order.id)
    expect(ids(await list('payment=online_paid&per_page=100'))).toEqual([])
    expect((await t.app.inject({ url: '/api/admin/orders?statuses=DROP', headers: kitchen.headers })).statusCode).toBe(422)
  })

  it('streams an event for each order placed or changed to a connected board', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const url = `http://127.0.0.1:${port}/api/admin/orders/events`
    expect((await fetch(url)).status).toBe(401)
    const board = await openEventStream(url, kitchen.headers)
    expect(board.status).toBe(200)
    expect(board.contentType).toMatch(/^text\/event-stream/)
    await board.next((e) => e.event === 'hello')
    const { order } = await ordered()
    expect(JSON.parse((await board.next((e) => e.event === 'order')).data)).toEqual({ kind: 'placed', id: order.id })
    await post(`/orders/${order.id}/status`, kitchen.headers, { status: 'accepted' })
    expect(JSON.parse((await board.next((e) => e.event === 'order')).data)).toEqual({ kind: 'changed', id: order.id })
    await board.close()
  })
})
