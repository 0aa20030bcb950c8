import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { OnlinePayment, Order } from '@store/core'
import { addToCart, createProduct, fundWallet, newIdempotencyKey, placeOrder, registerShopper } from '../support/factories.ts'
import { multipart } from '../support/multipart.ts'
import { startRazorpayEmulator } from '../support/razorpay-emulator.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'

type Headers = Record<string, string>

/**
 * The store db:copy's round trip starts from (decision 0043): the demo store on SQLite, paying online
 * through the local Razorpay emulator, with an order of every kind — cash picked up and reviewed, wallet
 * cancelled, online paid and refunded by the owner, and a cash order of an e-book picked up, which paid
 * for its download link (taken once) and earned a scratch card of the demo campaign — plus a wallet, a
 * referral, a wishlist and an avatar.
 */
export async function storeOfEveryKind() {
  const rzp = await startRazorpayEmulator()
  const source = await createTestApp({ databaseKind: 'sqlite', seed: 'demo', env: rzp.env })
  const app = source.app
  const owner = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, payload })
  const branchId = (await owner('GET', '/branches')).json().items[0].id as number
  const categoryIds = (await owner('GET', '/categories')).json().items.map((c: { id: number }) => c.id) as number[]
  const campaignId = (await owner('GET', '/scratch-campaigns')).json().items[0].id as number
  const productId = (await createProduct(app, { name: 'Copy cake', selling_price: 500, stock: 20 })).id
  const shopper = await registerShopper(app, 'Copier')
  const me = shopper.headers
  const moveTo = async (orderId: string, statuses: string[]) => {
    for (const status of statuses) {
      const moved = await owner('POST', `/orders/${orderId}/status`, { status })
      expect(moved.statusCode, moved.body).toBe(200)
    }
  }
  const pickedUp = ['accepted', 'preparing', 'ready_for_pickup', 'picked_up']

  // A friend who joined with the shopper's code: a referral.
  const code = (await app.inject({ url: '/api/user/details', headers: me })).json().user.referral_code as string
  const friend = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Friend Copy',
      email: `friend.${Date.now()}@example.com`,
      phone: '+919876500001',
      password: 'long enough secret',
      referral_code: code,
    },
  })
  expect(friend.statusCode, friend.body).toBe(201)

  // Cash, picked up, and reviewed (10.00: below the demo campaign's 15.00, so no card).
  await addToCart(app, me, branchId, productId, 2)
  const cash = await placeOrder(app, me, branchId, { fulfilment: 'pickup', payment_method: 'cod' })
  await moveTo(cash.id, pickedUp)
  const reviewed = await app.inject({
    method: 'POST',
    url: '/api/rate-order-item',
    headers: me,
    payload: { order_id: cash.id, order_item_id: cash.lines[0]!.id, rating: 5, review: 'Moist and rich' },
  })
  expect(reviewed.statusCode, reviewed.body).toBeLessThan(300)

  // Paid by the wallet, then cancelled: its refund is a wallet credit.
  await fundWallet(app, me, 2000)
  await addToCart(app, me, branchId, productId, 1)
  const byWallet = await placeOrder(app, me, branchId, { fulfilment: 'pickup', payment_method: 'wallet' })
  expect((await app.inject({ method: 'POST', url: '/api/cancel-order', headers: me, payload: { order_id: byWallet.id } })).statusCode).toBe(
    200,
  )

  // Paid online through checkout, then refunded in full by the owner, back through Razorpay.
  const online = await payOnline(app, rzp, me, branchId, productId)
  const refunded = await owner('POST', `/orders/${online.id}/refund`, { amount: online.totals.total, reason: 'Cake arrived squashed' })
  expect(refunded.statusCode, refunded.body).toBe(200)
  expect(refunded.json().order.payment_status).toBe('refunded')

  // An e-book of 1.5 MiB (two chunks), bought for cash and picked up: paid, so its link is issued, and
  // 20.00 earns a card of the demo campaign (from 15.00). The mail's link is taken once.
  const ebookId = (await createProduct(app, { name: 'Copy cookbook', selling_price: 2000 })).id
  const ebookBytes = randomBytes(1.5 * 1024 * 1024)
  const file = multipart([{ name: 'file', filename: 'cookbook.pdf', type: 'application/pdf', data: ebookBytes }])
  const attached = await app.inject({
    method: 'PUT',
    url: `/api/admin/products/${ebookId}/file`,
    headers: { ...ownerHeaders, ...file.headers },
    payload: file.payload,
  })
  expect(attached.statusCode, attached.body).toBe(200)
  await addToCart(app, me, branchId, ebookId, 1)
  const digital = await placeOrder(app, me, branchId, { fulfilment: 'pickup', payment_method: 'cod' })
  await moveTo(digital.id, pickedUp)
  // The order page issues the links at once (else the worker would), and with them the mail.
  expect((await app.inject({ url: `/api/order-downloads?order_id=${digital.id}`, headers: me })).json().state).toBe('ready')
  const mail = await app.ctx.db.kysely
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', shopper.email)
    .where('subject', 'like', 'Your downloads%')
    .executeTakeFirstOrThrow()
  const downloadToken = /\/download\/([A-Za-z0-9_-]{43})/.exec(mail.body ?? '')![1]!
  const taken = await app.inject({ url: `/api/downloads/${downloadToken}` })
  expect(taken.statusCode).toBe(200)
  expect(taken.rawPayload.equals(ebookBytes)).toBe(true)
  expect((await app.inject({ url: '/api/scratch-cards', headers: me })).json().cards).toHaveLength(1)

  // A wishlist and an avatar (bytes).
  const wished = await app.inject({ method: 'POST', url: '/api/toggle-wishlist-product', headers: me, payload: { product_id: productId } })
  expect(wished.statusCode).toBe(200)
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer()
  const avatar = multipart([{ name: 'image', filename: 'me.png', type: 'image/png', data: png }])
  const changed = await app.inject({
    method: 'POST',
    url: '/api/user/change-avatar',
    headers: { ...me, ...avatar.headers },
    payload: avatar.payload,
  })
  expect(changed.statusCode, changed.body).toBe(200)

  return {
    source,
    /** The configuration the source server ran with; a server on the copy runs with the same. */
    env: rzp.env,
    shopper,
    branchId,
    categoryIds,
    campaignId,
    productId,
    ebookId,
    ebookBytes,
    orderIds: [cash.id, byWallet.id, online.id, digital.id],
    digitalOrderId: digital.id,
    /** The mail's link to the e-book, taken once (downloads_left 4 of 5). */
    downloadToken,
    async close() {
      await source.close()
      await rzp.close()
    },
  }
}

/** Places the shopper's cart of one product as an online order and pays it as checkout does; the paid order. */
async function payOnline(
  app: TestApp['app'],
  rzp: Awaited<ReturnType<typeof startRazorpayEmulator>>,
  me: Headers,
  branchId: number,
  productId: number,
): Promise<Order> {
  await addToCart(app, me, branchId, productId, 3)
  const placed = await app.inject({
    method: 'POST',
    url: `/api/place-order?branch_id=${branchId}`,
    headers: { ...me, 'idempotency-key': newIdempotencyKey() },
    payload: { fulfilment: 'pickup', payment_method: 'online' },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const { order, payment } = placed.json() as { order: Order; payment: OnlinePayment }
  const paid = rzp.pay(payment.razorpay_order_id)
  const processed = await app.inject({
    method: 'POST',
    url: '/api/razorpay/process-payment',
    headers: me,
    payload: { order_id: order.id, ...paid.response },
  })
  expect(processed.json().order.payment_status, processed.body).toBe('paid')
  return processed.json().order as Order
}

export type StoreOfEveryKind = Awaited<ReturnType<typeof storeOfEveryKind>>
