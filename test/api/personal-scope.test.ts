import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * Decision 0040: every call that answers one person is registered inside a personal scope. Read from
 * the served API document, every shopper call outside the public and owner lists below must answer a
 * guest 401 "Please log in" and say `no-store`, and the personal calls open to guests must say
 * `no-store` too. A new shopper route registered outside the scope fails here.
 */
const PUBLIC = new Set([
  'GET /api/get-data',
  'GET /api/cache-info',
  'GET /api/get-category',
  'GET /api/get-category-products',
  'GET /api/get-products',
  'GET /api/get-product',
  'GET /api/search-products',
  'GET /api/get-page',
  'GET /api/get-pages',
  'GET /api/check-pincode',
  'GET /api/get-product-reviews',
  'GET /api/get-product-rating',
  'POST /api/razorpay/webhook',
  // The store's VAPID public key: the same for everyone (decision 0062).
  'GET /api/push/key',
])
/** Personal answers that a guest may ask for: the cart (a guest id), signing in, tracking by link, a download link. */
const OPEN_TO_GUESTS = new Set([
  'GET /api/get-cart',
  'GET /api/get-cart-recommended-products',
  'POST /api/cart/add',
  'PUT /api/cart/update',
  'DELETE /api/cart/remove/{id}',
  'GET /api/get-discounts',
  'POST /api/cart/apply-coupon',
  'DELETE /api/cart/remove-coupon',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/send-login-otp',
  'POST /api/login-otp',
  'POST /api/send-forgot-password-email',
  'POST /api/verify-forgot-password',
  'GET /api/checkout-options',
  'GET /api/get-single-order-to-track',
  'GET /api/get-referrer-user',
  'GET /api/referral-offer',
  'GET /api/downloads/{token}/info',
])

describe.skipIf(!databaseAvailable)('personal calls, in one scope', () => {
  let t: TestApp
  let operations: { method: string; path: string }[]
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
    operations = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (method: string, path: string) =>
    t.app.inject({ method: method as 'GET', url: path.replace('{id}', '1').replace('{token}', 'x'.repeat(43)) })

  it('finds the shopper calls in the document', () => {
    const shopperCalls = operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`) && !OPEN_TO_GUESTS.has(`${o.method} ${o.path}`))
    expect(shopperCalls.length).toBeGreaterThanOrEqual(25)
  })

  it('answers a guest 401 "Please log in" on every shopper call, never cached', async () => {
    for (const { method, path } of operations) {
      const name = `${method} ${path}`
      if (PUBLIC.has(name) || OPEN_TO_GUESTS.has(name)) continue
      const res = await call(method, path)
      expect(res.statusCode, name).toBe(401)
      expect(res.json().message, name).toBe('Please log in')
      expect(res.headers['cache-control'], name).toBe('no-store')
    }
  })

  it('says no-store on every personal call open to guests', async () => {
    for (const name of OPEN_TO_GUESTS) {
      const [method, path] = name.split(' ') as [string, string]
      const res = await call(method, path)
      expect(res.headers['cache-control'], name).toBe('no-store')
    }
  })
})
