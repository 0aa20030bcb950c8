import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../apps/server/src/app.ts'
import { copySqliteToPostgres } from '../../apps/server/src/db/copy/copy-store.ts'
import { addToCart, type Headers, placeOrder } from '../support/factories.ts'
import { openTestApp, ownerHeaders } from '../support/test-app.ts'
import { createTestDatabase, dbKind, type TestDatabase } from '../support/test-db.ts'
import { storeOfEveryKind, type StoreOfEveryKind } from './db-copy.support.ts'

/**
 * npm run db:copy (decision 0043): the demo store on SQLite with an order of every kind, a download
 * taken once, a scratch card, a wallet, reviews, a wishlist, a referral and an avatar is copied into an
 * empty PostgreSQL database; a server on the copy answers the same JSON, keeps the shopper logged in,
 * counts the download on from where it was, and numbers new rows after the copied ones. Runs in the
 * PostgreSQL project (it needs both databases). The command's refusals and its proof: db-copy-proof.test.ts.
 */
describe.skipIf(dbKind !== 'postgres')('copying a SQLite store into PostgreSQL', () => {
  let store: StoreOfEveryKind
  let target: TestDatabase
  let copied: App

  beforeAll(async () => {
    store = await storeOfEveryKind()
    target = await createTestDatabase({ kind: 'postgres' })
    await copySqliteToPostgres({ sqlitePath: store.source.database.sqlitePath, databaseUrl: target.databaseUrl! })
    copied = await openTestApp(target, { env: store.env })
  }, 120_000)
  afterAll(async () => {
    await copied?.close()
    await target?.drop()
    await store?.close()
  })

  const reads = async (): Promise<{ url: string; headers: Headers }[]> => {
    const { source, shopper, orderIds, branchId, productId, ebookId, campaignId, categoryIds, digitalOrderId, downloadToken } = store
    const userId = (await source.app.inject({ url: '/api/user/details', headers: shopper.headers })).json().user.id as number
    return [
      ...[
        '/api/user/details',
        '/api/get-all-orders',
        ...orderIds.map((id) => `/api/get-single-order?order_id=${id}`),
        ...orderIds.map((id) => `/api/get-order-reviews?branch_id=${branchId}&order_id=${id}`),
        `/api/order-downloads?order_id=${digitalOrderId}`,
        '/api/check-wallet',
        '/api/wallet/transactions',
        '/api/get-wishlist',
        '/api/wishlist/ids',
        '/api/user/referrals',
        '/api/scratch-cards',
        '/api/rewards',
        `/api/get-cart?branch_id=${branchId}`,
        `/api/checkout-options?branch_id=${branchId}`,
        `/api/get-product-reviews?product_id=${productId}`,
        `/api/get-data?branch_id=${branchId}`,
        '/api/get-discounts',
      ].map((url) => ({ url, headers: shopper.headers })),
      // The mail's link needs nothing but its token.
      { url: `/api/downloads/${downloadToken}/info`, headers: {} },
      ...[
        '/api/admin/orders',
        ...orderIds.flatMap((id) => [`/api/admin/orders/${id}`, `/api/admin/orders/${id}/history`]),
        '/api/admin/products',
        // A search within a category reads PostgreSQL's category lexemes, which its triggers fill as the
        // copy writes product_categories (decision 0056).
        ...categoryIds.flatMap((id) => ['c', 'pi', 'with'].map((q) => `/api/admin/products?q=${q}&category_id=${id}`)),
        `/api/admin/products/${productId}`,
        `/api/admin/products/${ebookId}/file`,
        '/api/admin/categories',
        '/api/admin/branches',
        '/api/admin/coupons',
        '/api/admin/customers',
        `/api/admin/customers/${userId}`,
        '/api/admin/settings',
        '/api/admin/layout',
        '/api/admin/pages',
        '/api/admin/banners',
        '/api/admin/reviews',
        '/api/admin/scratch-campaigns',
        `/api/admin/scratch-campaigns/${campaignId}`,
        '/api/admin/referral-settings',
        '/api/admin/referrals',
        '/api/admin/audit',
        ...['sales', 'hours', 'top-products', 'top-categories', 'average-order', 'payments', 'open-orders', 'shoppers'].map(
          (part) => `/api/admin/dashboard/${part}`,
        ),
      ].map((url) => ({ url, headers: ownerHeaders })),
    ]
  }
  /**
   * An answer with what is new at each read set aside: the order page's download link, a fresh one each
   * time (decision 0024), and the end of a dashboard's periods, the moment of the read.
   */
  const parsed = (url: string, body: string) =>
    JSON.parse(body, (key, value: unknown) => {
      if (key === 'url' && typeof value === 'string' && /^\/api\/downloads\/[A-Za-z0-9_-]{43}$/.test(value)) return '(a fresh link)'
      if (key === 'to' && url.startsWith('/api/admin/dashboard/')) return '(now)'
      return value
    }) as unknown

  it('answers every shopper and owner read with the same JSON as the SQLite server', async () => {
    for (const { url, headers } of await reads()) {
      const before = await store.source.app.inject({ url, headers })
      expect(before.statusCode, `${url} on SQLite: ${before.body}`).toBe(200)
      const after = await copied.inject({ url, headers })
      expect(after.statusCode, url).toBe(200)
      expect(parsed(url, after.body), url).toEqual(parsed(url, before.body))
    }
  })

  it('keeps the shopper logged in: the old session token works, and so does the password', async () => {
    const { shopper } = store
    expect((await copied.inject({ url: '/api/user/details', headers: shopper.headers })).json().user.email).toBe(shopper.email)
    const login = await copied.inject({ method: 'POST', url: '/api/login', payload: { login: shopper.email, password: shopper.password } })
    expect(login.statusCode, login.body).toBe(200)
  })

  it('serves the copied avatar bytes', async () => {
    const url = (await store.source.app.inject({ url: '/api/user/details', headers: store.shopper.headers })).json().user
      .avatar_url as string
    expect(url).toBeTruthy()
    const before = await store.source.app.inject({ url })
    const after = await copied.inject({ url })
    expect(after.statusCode).toBe(200)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true)
  })

  it('counts the download link down from where it was: taken once on SQLite, once more on PostgreSQL', async () => {
    const info = async () => (await copied.inject({ url: `/api/downloads/${store.downloadToken}/info` })).json().downloads_left as number
    expect(await info()).toBe(4)
    const taken = await copied.inject({ url: `/api/downloads/${store.downloadToken}` })
    expect(taken.statusCode).toBe(200)
    expect(taken.rawPayload.equals(store.ebookBytes)).toBe(true)
    expect(await info()).toBe(3)
  })

  it('gives a new order a fresh id and the next number', async () => {
    const db = target.db.kysely
    const before = await db.selectFrom('orders').select(['id', 'number']).orderBy('id').execute()
    await addToCart(copied, store.shopper.headers, store.branchId, store.productId, 1)
    const order = await placeOrder(copied, store.shopper.headers, store.branchId, { fulfilment: 'pickup', payment_method: 'cod' })
    expect(order.number).toBe(Math.max(...before.map((o) => o.number)) + 1)
    const placed = await db.selectFrom('orders').select('id').where('public_id', '=', order.id).executeTakeFirstOrThrow()
    expect(placed.id).toBe(Math.max(...before.map((o) => o.id)) + 1)
  })
})
