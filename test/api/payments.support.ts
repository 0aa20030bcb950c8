import type { OnlinePayment, Order } from '@store/core'
import {
  addToCart,
  createBranch,
  createProduct,
  newIdempotencyKey,
  putSettings,
  registerShopper,
  STORE_SETTINGS,
} from '../support/factories.ts'
import { startRazorpayEmulator, type WebhookTransport } from '../support/razorpay-emulator.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'

type Headers = Record<string, string>
export interface CheckoutAnswer {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/**
 * The store on a real database with the Razorpay emulator as its gateway:
 * webhooks reach the app through app.inject (`transport`), signed with the emulator's webhook secret.
 */
export async function startPaymentsStore() {
  const rzp = await startRazorpayEmulator()
  const t: TestApp = await createTestApp({ seed: 'empty', env: rzp.env })
  await putSettings(t.app, { ...STORE_SETTINGS, currencyCode: 'INR', locale: 'en-IN' })
  const branch = (await createBranch(t.app, { name: 'Online branch', delivery_fee: 0 })).id
  const transport: WebhookTransport = async (body, headers) =>
    (await t.app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: body })).statusCode
  const app = t.app

  const store = {
    t,
    app,
    rzp,
    branch,
    transport,
    async close() {
      await rzp.close()
      await t.close()
    },
    product: (price = 1200, stock?: number) =>
      createProduct(app, { name: 'Thali', selling_price: price, ...(stock !== undefined && { stock }) }),
    /** A new shopper with `quantity` of the product in the cart at the test branch. */
    async shopperWithCart(productId: number, quantity = 1) {
      const shopper = await registerShopper(app, 'Payer')
      await addToCart(app, shopper.headers, branch, productId, quantity)
      return shopper
    },
    place: (headers: Headers, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/place-order?branch_id=${branch}`,
        headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
        payload: { fulfilment: 'pickup', payment_method: 'online', ...payload },
      }),
    /** Places an online pickup order of the shopper's cart; fails the test unless it is a 201 with `payment`. */
    async placeOnline(headers: Headers, payload: object = {}): Promise<{ order: Order; payment: OnlinePayment }> {
      const res = await store.place(headers, payload)
      if (res.statusCode !== 201) throw new Error(`place-order answered ${res.statusCode}: ${res.body}`)
      const answer = res.json() as { order: Order; payment?: OnlinePayment }
      if (!answer.payment) throw new Error('place-order answered no payment')
      return { order: answer.order, payment: answer.payment }
    },
    processPayment: (headers: Headers, orderId: string, answer: CheckoutAnswer) =>
      app.inject({ method: 'POST', url: '/api/razorpay/process-payment', headers, payload: { order_id: orderId, ...answer } }),
    async order(headers: Headers, orderId: string): Promise<Order> {
      const res = await app.inject({ url: `/api/get-single-order?order_id=${orderId}`, headers })
      if (res.statusCode !== 200) throw new Error(`get-single-order answered ${res.statusCode}: ${res.body}`)
      return res.json().order as Order
    },
    owner: (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, payload }),
    /** The order's stock or the product's, as the owner sees it. */
    async stockOf(productId: number): Promise<number | null> {
      return (await store.owner('GET', `/products/${productId}`)).json().stock as number | null
    },
  }
  return store
}

export type PaymentsStore = Awaited<ReturnType<typeof startPaymentsStore>>

/** Timeline entries whose note starts with `prefix` ("Paid", "Payment failed"…). */
export const entries = (order: Order, prefix: string) => order.timeline.filter((e) => e.note.startsWith(prefix))
