import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../apps/server/src/app.ts'
import { copySqliteToPostgres } from '../../apps/server/src/db/copy/copy-store.ts'
import { addToCart, createProduct, fundWallet, type Headers, placeOrder, registerShopper } from '../support/factories.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp, openTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { createTestDatabase, dbKind, type TestDatabase } from '../support/test-db.ts'

/**
 * npm run db:copy (decision 0043): a demo store on SQLite with orders, a wallet, a review, a wishlist,
 * a referral and an avatar is copied into an empty PostgreSQL database; a server on the copy answers
 * the same JSON, keeps the shopper logged in, and numbers new rows after the copied ones. Runs in the
 * PostgreSQL project (it needs both databases). The command's refusals and its proof: db-copy-proof.test.ts.
 */
describe.skipIf(dbKind !== 'postgres')('copying a SQLite store into PostgreSQL', () => {
  let source: TestApp
  let target: TestDatabase
  let copied: App
  let shopper: Awaited<ReturnType<typeof registerShopper>>
  const orderIds: string[] = []
  let productId: number
  let branchId: number
  let categoryIds: number[]

  beforeAll(async () => {
    source = await createTestApp({ databaseKind: 'sqlite', seed: 'demo' })
    const app = source.app
    branchId = (await app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items[0].id
    categoryIds = (await app.inject({ url: '/api/admin/categories', headers: ownerHeaders })).json().items.map((c: { id: number }) => c.id)
    productId = (await createProduct(app, { name: 'Copy cake', selling_price: 500, stock: 20 })).id
    shopper = await registerShopper(app, 'Copier')
    const me = shopper.headers
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
    // A cash order picked up, and reviewed.
    await addToCart(app, me, branchId, productId, 2)
    const picked = await placeOrder(app, me, branchId, { fulfilment: 'pickup', payment_method: 'cod' })
    for (const status of ['accepted', 'preparing', 'ready_for_pickup', 'picked_up']) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${picked.id}/status`,
        headers: ownerHeaders,
        payload: { status },
      })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    const reviewed = await app.inject({
      method: 'POST',
      url: '/api/rate-order-item',
      headers: me,
      payload: { order_id: picked.id, order_item_id: picked.lines[0]!.id, rating: 5, review: 'Moist and rich' },
    })
    expect(reviewed.statusCode, reviewed.body).toBeLessThan(300)
    // A wallet order, cancelled: its refund is a wallet credit.
    await fundWallet(app, me, 2000)
    await addToCart(app, me, branchId, productId, 1)
    const byWallet = await placeOrder(app, me, branchId, { fulfilment: 'pickup', payment_method: 'wallet' })
    expect(
      (await app.inject({ method: 'POST', url: '/api/cancel-order', headers: me, payload: { order_id: byWallet.id } })).statusCode,
    ).toBe(200)
    orderIds.push(picked.id, byWallet.id)
    // A wishlist and an avatar (bytes).
    expect(
      (await app.inject({ method: 'POST', url: '/api/toggle-wishlist-product', headers: me, payload: { product_id: productId } }))
        .statusCode,
    ).toBe(200)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .png()
      .toBuffer()
    const body = multipart([{ name: 'image', filename: 'me.png', type: 'image/png', data: png }])
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/user/change-avatar',
      headers: { ...me, ...body.headers },
      payload: body.payload,
    })
    expect(avatar.statusCode, avatar.body).toBe(200)

    target = await createTestDatabase({ kind: 'postgres' })
    await copySqliteToPostgres({ sqlitePath: source.database.sqlitePath, databaseUrl: target.databaseUrl! })
    copied = await openTestApp(target)
  }, 120_000)
  afterAll(async () => {
    await copied?.close()
    await target?.drop()
    await source?.close()
  })

  const reads = (): { url: string; headers: Headers }[] => {
    const me = shopper.headers
    return [
      ...[
        '/api/user/details',
        '/api/get-all-orders',
        ...orderIds.map((id) => `/api/get-single-order?order_id=${id}`),
        '/api/check-wallet',
        '/api/wallet/transactions',
        '/api/get-wishlist',
        '/api/wishlist/ids',
        '/api/user/referrals',
        '/api/scratch-cards',
        '/api/rewards',
        `/api/get-cart?branch_id=${branchId}`,
        `/api/get-product-reviews?product_id=${productId}`,
        `/api/get-data?branch_id=${branchId}`,
        '/api/get-discounts',
      ].map((url) => ({ url, headers: me })),
      ...[
        '/api/admin/orders',
        ...orderIds.map((id) => `/api/admin/orders/${id}`),
        '/api/admin/products',
        // A search within a category reads PostgreSQL's category lexemes, which its triggers fill as the
        // copy writes product_categories (decision 0056).
        ...categoryIds.flatMap((id) => ['c', 'pi', 'with'].map((q) => `/api/admin/products?q=${q}&category_id=${id}`)),
        `/api/admin/products/${productId}`,
        '/api/admin/categories',
        '/api/admin/branches',
        '/api/admin/coupons',
        '/api/admin/settings',
        '/api/admin/layout',
        '/api/admin/pages',
        '/api/admin/banners',
        '/api/admin/reviews',
        '/api/admin/scratch-campaigns',
        '/api/admin/referral-settings',
      ].map((url) => ({ url, headers: ownerHeaders })),
    ]
  }

  it('answers every shopper and owner read with the same JSON as the SQLite server', async () => {
    for (const { url, headers } of reads()) {
      const before = await source.app.inject({ url, headers })
      expect(before.statusCode, `${url} on SQLite: ${before.body}`).toBe(200)
      const after = await copied.inject({ url, headers })
      expect(after.statusCode, url).toBe(200)
      expect(after.json(), url).toEqual(before.json())
    }
  })

  it('keeps the shopper logged in: the old session token works, and so does the password', async () => {
    expect((await copied.inject({ url: '/api/user/details', headers: shopper.headers })).json().user.email).toBe(shopper.email)
    const login = await copied.inject({ method: 'POST', url: '/api/login', payload: { login: shopper.email, password: shopper.password } })
    expect(login.statusCode, login.body).toBe(200)
  })

  it('serves the copied avatar bytes', async () => {
    const url = (await source.app.inject({ url: '/api/user/details', headers: shopper.headers })).json().user.avatar_url as string
    expect(url).toBeTruthy()
    const before = await source.app.inject({ url })
    const after = await copied.inject({ url })
    expect(after.statusCode).toBe(200)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true)
  })

  it('gives a new order a fresh id and the next number', async () => {
    const db = target.db.kysely
    const before = await db.selectFrom('orders').select(['id', 'number']).orderBy('id').execute()
    await addToCart(copied, shopper.headers, branchId, productId, 1)
    const order = await placeOrder(copied, shopper.headers, branchId, { fulfilment: 'pickup', payment_method: 'cod' })
    expect(order.number).toBe(Math.max(...before.map((o) => o.number)) + 1)
    const placed = await db.selectFrom('orders').select('id').where('public_id', '=', order.id).executeTakeFirstOrThrow()
    expect(placed.id).toBe(Math.max(...before.map((o) => o.id)) + 1)
  })
})
