import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import type { AddressInput, Order, OrderStatus, ProductInput } from '@store/core'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestDatabase } from '../../test/support/test-db.ts'
import { OWNER_TOKEN } from '../../test/support/test-app.ts'
import { useServerAndBrowser } from './journey.ts'

/**
 * The demo store for the checkout and orders journeys, with Razorpay configured when
 * `env` carries its keys (the emulator's), and calls a test makes as a shopper or as the owner: over
 * HTTP, like any client. Mails go to the development outbox's printed lines.
 */
export async function startOrdersStore(env: NodeJS.ProcessEnv = {}) {
  const database = await createTestDatabase()
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
  const config = loadConfig(env, [])
  // The journeys serve their own copy of the built web app: another journey file's build replacing
  // apps/web/dist meanwhile would otherwise take away the screens' chunks in the middle of a journey.
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-web-'))
  fs.cpSync(config.webDistDir, webDistDir, { recursive: true })
  const app: App = await buildApp({
    config: { ...config, cacheVersionTtlMs: 0, webDistDir },
    db: database.db,
    ownerTokenHash: sha256(OWNER_TOKEN),
    print: () => {},
    outboxTiming: { pollMs: 50 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`

  const call = async <T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
    return JSON.parse(text) as T
  }
  const owner = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, body, { authorization: `Bearer ${OWNER_TOKEN}` })

  return {
    url,
    /** The store's database, for a journey that reads or ages a row no API shows (digital: the mailed link, its expiry). */
    kysely: database.db.kysely,
    /** A shopper made through the API, with one saved address (a pincode the Downtown branch serves). */
    async registerShopper(shopper: { name: string; email: string; phone: string; password: string }, address: Partial<AddressInput> = {}) {
      const { authToken, user } = await call<{ authToken: string; user: { id: number } }>('POST', '/api/register', shopper, {})
      const auth = { authorization: `Bearer ${authToken}` }
      const input: AddressInput = {
        label: 'Home',
        name: shopper.name,
        phone: shopper.phone,
        line1: '7 Elm Avenue',
        city: 'Springfield',
        state: 'Illinois',
        pincode: '10001',
        ...address,
      }
      await call('POST', '/api/address/add', input, auth)
      return {
        id: user.id,
        /** Adds a product (by slug) to this shopper's cart. */
        async addToCart(slug: string, quantity = 1) {
          const { product } = await call<{ product: { id: number } }>('GET', `/api/get-product?slug=${slug}`, undefined, {})
          await call('POST', '/api/cart/add', { product_id: product.id, quantity }, auth)
        },
        /** Places the cart as a cash-on-delivery order to the saved address, as the checkout would. */
        async placeOrder(options: { use_wallet?: boolean } = {}): Promise<Order> {
          const { addresses } = await call<{ addresses: { id: number }[] }>('GET', '/api/address/get-addresses', undefined, auth)
          const body = { fulfilment: 'delivery', address_id: addresses[0]!.id, payment_method: 'cod', ...options }
          const headers = { ...auth, 'idempotency-key': crypto.randomUUID() }
          return (await call<{ order: Order }>('POST', '/api/place-order', body, headers)).order
        },
      }
    },
    /** The owner moves an order to its next status. */
    advance: (orderId: string, status: OrderStatus) => owner('POST', `/api/admin/orders/${orderId}/status`, { status }),
    createProduct: (doc: ProductInput) => owner<{ id: number }>('POST', '/api/admin/products', doc),
    updateProduct: (id: number, doc: ProductInput) => owner('PUT', `/api/admin/products/${id}`, doc),
    /** The owner credits a shopper's wallet. */
    creditWallet: (userId: number, amount: number) =>
      owner('POST', '/api/admin/wallet-adjustments', { user_id: userId, direction: 'credit', amount, reason: 'Welcome credit' }),
    async stop() {
      await app.close()
      await database.drop()
      fs.rmSync(webDistDir, { recursive: true, force: true })
    },
  }
}

export type OrdersStore = Awaited<ReturnType<typeof startOrdersStore>>

/**
 * The orders store and a browser for one journey file (or block), started before its tests and
 * stopped after; `env` gives the configuration once its services are up (the Razorpay emulator's keys).
 */
export function useOrdersStoreAndBrowser(env: () => Promise<NodeJS.ProcessEnv> | NodeJS.ProcessEnv = () => ({})): {
  readonly browser: Browser
  readonly store: OrdersStore
} {
  return useServerAndBrowser(async () => startOrdersStore(await env()))
}
