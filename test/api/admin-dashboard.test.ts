import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OrdersByHour } from '@store/core'
import {
  addToCart,
  createBranch,
  createCategory,
  createProduct,
  fundWallet,
  placeOrder,
  putSettings,
  registerShopper,
  type Headers,
} from '../support/factories.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * The sales dashboard (decision 0092): orders of every kind placed through the API, then dated at known
 * instants; the dashboard is read "now" = 2026-11-20 09:15 UTC, 14:45 in the store's Asia/Kolkata
 * (UTC+5:30, so the hour buckets also prove the half-hour shift). Every figure is asserted exactly.
 */
const NOW = new Date('2026-11-20T09:15:00.000Z')
const A = 1000
const B = 300
const C = 250

describe.skipIf(!databaseAvailable)('owner dashboard', () => {
  let t: TestApp
  let branch: number
  const product = { a: 0, b: 0, c: 0 }
  const category = { pizza: 0, drinks: 0 }

  const owner = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, payload })
  /** A pickup order of `lines` placed by the shopper, then dated `at` (placed_at and created_at). */
  const order = async (shopper: Headers, at: string, lines: [number, number][], payment_method: 'cod' | 'wallet' = 'cod') => {
    for (const [id, quantity] of lines) await addToCart(t.app, shopper, branch, id, quantity)
    const placed = await placeOrder(t.app, shopper, branch, { fulfilment: 'pickup', payment_method })
    await t.app.ctx.db.kysely.updateTable('orders').set({ placed_at: at, created_at: at }).where('number', '=', placed.number).execute()
    return placed
  }
  const move = async (id: string, ...statuses: string[]) => {
    for (const status of statuses) expect((await owner('POST', `/orders/${id}/status`, { status })).statusCode).toBe(200)
  }
  /** Reads a widget as of NOW (only Date is faked: timers and the database run as usual). */
  const widget = async <T>(name: string): Promise<T> => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    try {
      const res = await owner('GET', `/dashboard/${name}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as T
    } finally {
      vi.useRealTimers()
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, { timezone: 'Asia/Kolkata' })
    branch = (await createBranch(t.app, { name: 'Dashboard branch', delivery_fee: 0 })).id
    const pizza = await createCategory(t.app, { name: 'Pizza' })
    const drinks = await createCategory(t.app, { name: 'Drinks' })
    category.pizza = pizza.id
    category.drinks = drinks.id
    product.a = (await createProduct(t.app, { name: 'Margherita', selling_price: A, category_slugs: [pizza.slug] })).id
    product.b = (await createProduct(t.app, { name: 'Pizza soda', selling_price: B, category_slugs: [pizza.slug, drinks.slug] })).id
    product.c = (await createProduct(t.app, { name: 'Napkins', selling_price: C })).id

    const s1 = (await registerShopper(t.app, 'Returning')).headers
    const s2 = (await registerShopper(t.app, 'Newcomer')).headers
    const s3 = (await registerShopper(t.app, 'Canceller')).headers
    const s4 = (await registerShopper(t.app, 'Wallet')).headers
    await fundWallet(t.app, s2, B)
    await fundWallet(t.app, s4, A + B)

    const o1 = await order(s1, '2026-09-30T10:00:00.000Z', [[product.a, 1]]) // the 30 days before
    const o2 = await order(s1, '2026-11-20T03:00:00.000Z', [[product.a, 2]]) // today 08:30
    await order(s2, '2026-11-19T20:00:00.000Z', [[product.b, 1]], 'wallet') // today 01:30
    const o4 = await order(s2, '2026-11-19T09:00:00.000Z', [[product.c, 2]]) // yesterday 14:30: before "now" of yesterday
    const o5 = await order(s2, '2026-11-19T10:00:00.000Z', [[product.a, 1]]) // yesterday 15:30: after it
    const o6 = await order(s3, '2026-11-20T05:00:00.000Z', [[product.a, 1]]) // cancelled
    const o7 = await order(s4, '2026-11-15T18:29:00.000Z', [[product.a, 1]], 'wallet') // 23:59 local, 400 refunded
    const o8 = await order(s4, '2026-11-10T12:00:00.000Z', [[product.b, 1]], 'wallet') // refunded in full
    const o9 = await order(s1, '2026-11-13T09:14:00.000Z', [[product.c, 1]]) // the 7 days before, by a minute
    const o10 = await order(s2, '2026-11-18T00:00:00.000Z', [[product.b, 2]]) // paid online (below)
    const o11 = await order(s3, '2026-11-20T06:00:00.000Z', [[product.a, 1]]) // online, never paid

    // How an order becomes paid online is the payments' tests' business (payments.test.ts); here only
    // the figures matter, so two orders are marked as Razorpay would leave them.
    const online = (number: number, payment_status: string) =>
      t.app.ctx.db.kysely.updateTable('orders').set({ payment_method: 'online', payment_status }).where('number', '=', number).execute()
    await online(o10.number, 'paid')
    await online(o11.number, 'pending')

    expect((await owner('POST', `/orders/${o6.id}/cancel`, { reason: 'Changed my mind' })).statusCode).toBe(200)
    expect((await owner('POST', `/orders/${o7.id}/refund`, { amount: 400, reason: 'Cold' })).statusCode).toBe(200)
    expect((await owner('POST', `/orders/${o8.id}/refund`, { amount: B, reason: 'Wrong drink' })).statusCode).toBe(200)
    await move(o2.id, 'accepted')
    await move(o4.id, 'accepted', 'preparing')
    await move(o5.id, 'accepted', 'preparing', 'ready_for_pickup', 'picked_up')
    await move(o9.id, 'accepted', 'preparing', 'ready_for_pickup')
    void o1
  })
  afterAll(async () => {
    vi.useRealTimers()
    await t?.close()
  })

  it('sales and orders for today, 7 and 30 store days, each against the period before', async () => {
    const { periods } = await widget<{
      periods: { period: string; from: string; to: string; sales: number; orders: number; previous: object }[]
    }>('sales')
    expect(periods).toEqual([
      {
        period: 'today',
        from: '2026-11-19T18:30:00.000Z',
        to: NOW.toISOString(),
        time_zone: 'Asia/Kolkata',
        sales: 2 * A + B,
        orders: 2,
        previous: { from: '2026-11-18T18:30:00.000Z', to: '2026-11-19T09:15:00.000Z', sales: 2 * C, orders: 1 },
      },
      {
        period: '7d',
        from: '2026-11-13T18:30:00.000Z',
        to: NOW.toISOString(),
        time_zone: 'Asia/Kolkata',
        // o2, o3, o4, o5, o7 less its refund, o10
        sales: 2 * A + B + 2 * C + A + (A - 400) + 2 * B,
        orders: 6,
        previous: { from: '2026-11-06T18:30:00.000Z', to: '2026-11-13T09:15:00.000Z', sales: C, orders: 1 },
      },
      {
        period: '30d',
        from: '2026-10-21T18:30:00.000Z',
        to: NOW.toISOString(),
        time_zone: 'Asia/Kolkata',
        sales: 2 * A + B + 2 * C + A + (A - 400) + 2 * B + C,
        orders: 7,
        previous: { from: '2026-09-21T18:30:00.000Z', to: '2026-10-21T09:15:00.000Z', sales: A, orders: 1 },
      },
    ])
  })

  it("orders by the store's hour of the day", async () => {
    const { hours, from } = await widget<OrdersByHour>('hours')
    expect(from).toBe('2026-10-21T18:30:00.000Z')
    expect(hours).toHaveLength(24)
    const expected = new Map([
      [1, 1],
      [5, 1],
      [8, 1],
      [14, 2],
      [15, 1],
      [23, 1],
    ])
    expect(hours).toEqual(Array.from({ length: 24 }, (_, hour) => ({ hour, orders: expected.get(hour) ?? 0 })))
  })

  it('top products and categories by what their lines sold', async () => {
    const products = await widget<{ items: unknown[] }>('top-products')
    expect(products.items).toEqual([
      { id: product.a, name: 'Margherita', quantity: 4, sales: 4 * A },
      { id: product.b, name: 'Pizza soda', quantity: 3, sales: 3 * B },
      { id: product.c, name: 'Napkins', quantity: 3, sales: 3 * C },
    ])
    const categories = await widget<{ items: unknown[] }>('top-categories')
    expect(categories.items).toEqual([
      { id: category.pizza, name: 'Pizza', quantity: 7, sales: 4 * A + 3 * B },
      { id: category.drinks, name: 'Drinks', quantity: 3, sales: 3 * B },
    ])
  })

  it('average order value against the 30 days before', async () => {
    const average = await widget<{ average: number; orders: number; previous: { average: number; orders: number } }>('average-order')
    const sales = 2 * A + B + 2 * C + A + (A - 400) + 2 * B + C
    expect(average).toMatchObject({ average: Math.round(sales / 7), orders: 7, previous: { average: A, orders: 1 } })
  })

  it('the share of cash, wallet and online payment', async () => {
    const { items } = await widget<{ items: unknown[] }>('payments')
    expect(items).toEqual([
      { means: 'cash', orders: 4, amount: 2 * A + 2 * C + A + C },
      { means: 'wallet', orders: 2, amount: B + A },
      { means: 'online', orders: 1, amount: 2 * B },
    ])
  })

  it('open orders by status, leaving out cancelled, refunded and unpaid online orders', async () => {
    const { items } = await widget<{ items: unknown[] }>('open-orders')
    expect(items).toEqual([
      { status: 'placed', orders: 4 },
      { status: 'accepted', orders: 1 },
      { status: 'preparing', orders: 1 },
      { status: 'out_for_delivery', orders: 0 },
      { status: 'ready_for_pickup', orders: 1 },
    ])
  })

  it('new against returning shoppers', async () => {
    expect(await widget('shoppers')).toMatchObject({ new_shoppers: 2, returning_shoppers: 1 })
  })

  it('is for managers and owners: staff get 403, strangers 401', async () => {
    const staff = await staffSession(t.app, 'staff')
    const manager = await staffSession(t.app, 'manager')
    expect((await t.app.inject({ url: '/api/admin/dashboard/sales', headers: staff.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/dashboard/sales', headers: manager.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/admin/dashboard/sales' })).statusCode).toBe(401)
  })
})
