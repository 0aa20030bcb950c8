import https from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS_NOTES } from '../../apps/server/src/orders/status-machine.ts'
import {
  addAddress,
  addToCart,
  createBranch,
  createProduct,
  type Headers,
  placeOrder,
  putSettings,
  registerShopper,
} from '../support/factories.ts'
import { startPushService, type Device } from '../support/push-service.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const PUBLIC_URL = 'https://bellaforno.example'

/**
 * Decision 0062 on SQLite and PostgreSQL: a shopper's devices get a push for every status move, cancel
 * and refund that mails them, with the mail's words and the tracking link, written to the outbox with
 * the change and sent with `web-push` to a local push service that speaks RFC 8030, checks the VAPID
 * signature and decrypts the aes128gcm payload with the device's keys, as the phone would.
 */
describe.skipIf(!databaseAvailable)('order news by web push', () => {
  let t: TestApp
  let push: Awaited<ReturnType<typeof startPushService>>
  let branch: number
  let pizza: number
  const previousCa = https.globalAgent.options.ca
  beforeAll(async () => {
    push = await startPushService()
    // web-push speaks HTTPS only; the local service's certificate is trusted by this process's agent.
    https.globalAgent.options.ca = push.cert
    t = await createTestApp({ seed: 'empty', env: { PUBLIC_URL }, outboxTiming: { pollMs: 50, backoffMs: 20, maxBackoffMs: 50 } })
    await putSettings(t.app, { storeName: 'Bella Forno' })
    branch = (await createBranch(t.app, { name: 'Central', pincodes: ['10001'], delivery_fee: 0 })).id
    pizza = (await createProduct(t.app, { name: 'Margherita', selling_price: 1373, stock: 50 })).id
  })
  afterAll(async () => {
    https.globalAgent.options.ca = previousCa
    await t?.close()
    await push?.close()
  })

  const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url, headers, payload })
  const owner = (url: string, payload: object) => post(`/api/admin${url}`, ownerHeaders, payload)
  const subscribe = (headers: Headers, device: Device) =>
    post('/api/push/subscribe', headers, { endpoint: device.endpoint, keys: device.keys })
  const order = async (headers: Headers) => {
    const addressId = await addAddress(t.app, headers)
    await addToCart(t.app, headers, branch, pizza, 2)
    return placeOrder(t.app, headers, branch, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })
  }
  /** The next notification the device shows, as the shopper reads it. */
  const shown = async (device: Device) => {
    const message = await push.received.next((m) => m.endpoint === device.endpoint)
    return { ...(JSON.parse(message.payload) as { title: string; body: string; url: string }), message }
  }
  /** The mail written with the same change: the push says what it says. */
  const lastMailTo = async (email: string) =>
    t.database.db.kysely
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('channel', '=', 'mail')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  const subscriptions = (endpoint: string) =>
    t.database.db.kysely.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', endpoint).execute()
  /** Waits for a condition the worker brings about (never a fixed sleep). */
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 500 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 10))
    expect(await check()).toBe(true)
  }

  it('gives anyone the public key, and subscribes only a logged-in shopper with a well-formed subscription', async () => {
    const key = await t.app.inject({ url: '/api/push/key' })
    expect(key.statusCode).toBe(200)
    expect(key.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const device = push.newDevice()
    expect((await subscribe({}, device)).statusCode).toBe(401)
    const shopper = await registerShopper(t.app)
    const bad = await post('/api/push/subscribe', shopper.headers, { endpoint: 'http://insecure.example/x', keys: device.keys })
    expect(bad.statusCode).toBe(422)
    const short = await post('/api/push/subscribe', shopper.headers, { endpoint: device.endpoint, keys: { ...device.keys, auth: 'abc' } })
    expect(short.statusCode).toBe(422)
    const ok = await subscribe(shopper.headers, device)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toEqual({ subscribed: true })
    expect(ok.headers['cache-control']).toBe('no-store')
    // The same device again (or after another shopper logs in on it) is one row, the last shopper's.
    const other = await registerShopper(t.app, 'Ravi')
    expect((await subscribe(other.headers, device)).statusCode).toBe(200)
    const rows = await subscriptions(device.endpoint)
    expect(rows).toHaveLength(1)
  })

  it('pushes every status move and a refund with the mail’s words and the tracking link, to each device', async () => {
    const shopper = await registerShopper(t.app)
    const phone = push.newDevice()
    const laptop = push.newDevice()
    expect((await subscribe(shopper.headers, phone)).statusCode).toBe(200)
    expect((await subscribe(shopper.headers, laptop)).statusCode).toBe(200)
    const placed = await order(shopper.headers)
    const link = `${PUBLIC_URL}/track-order/${placed.id}`
    const publicKey = (await t.app.inject({ url: '/api/push/key' })).json().public_key as string
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const) {
      const moved = await owner(`/orders/${placed.id}/status`, { status })
      expect(moved.statusCode, moved.body).toBe(200)
      const title = `Order #${placed.number}: ${STATUS_NOTES[status].toLowerCase()}`
      const body = `${STATUS_NOTES[status]}.`
      for (const device of [phone, laptop]) {
        const note = await shown(device)
        expect({ title: note.title, body: note.body, url: note.url }).toEqual({ title, body, url: link })
        expect(note.message.vapidKey).toBe(publicKey)
        expect(note.message.ttl).toBeGreaterThan(0)
      }
      const mail = await lastMailTo(shopper.email)
      expect(mail.subject).toBe(title)
      expect(mail.body.startsWith(`${body}\n\nFollow your order #${placed.number} here:\n${link}`)).toBe(true)
    }
    expect((await owner(`/orders/${placed.id}/refund`, { amount: 500, reason: 'Cold pizza' })).statusCode).toBe(200)
    const refund = await shown(phone)
    expect(refund.body).toBe('$5 of your order was refunded.')
    // The subject (and the push's title) says the refund: the order is still delivered, and its news is the money.
    expect(refund.title).toBe(`Order #${placed.number}: $5 refunded`)
    expect(refund.url).toBe(link)
    expect(refund.title).toBe((await lastMailTo(shopper.email)).subject)
    await shown(laptop)
    expect(push.failures).toEqual([])
  })

  it('pushes a cancel, and nothing once the device is turned off', async () => {
    const shopper = await registerShopper(t.app)
    const device = push.newDevice()
    expect((await subscribe(shopper.headers, device)).statusCode).toBe(200)
    const first = await order(shopper.headers)
    expect((await post('/api/cancel-order', shopper.headers, { order_id: first.id, reason: 'Ordered twice' })).statusCode).toBe(200)
    const note = await shown(device)
    expect(note.title).toBe(`Order #${first.number}: order cancelled`)
    expect(note.body).toBe('You cancelled the order: Ordered twice.')
    const off = await post('/api/push/unsubscribe', shopper.headers, { endpoint: device.endpoint })
    expect(off.json()).toEqual({ subscribed: false })
    expect(await subscriptions(device.endpoint)).toEqual([])
    const second = await order(shopper.headers)
    expect((await owner(`/orders/${second.id}/status`, { status: 'accepted' })).statusCode).toBe(200)
    const pushRows = await t.database.db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'push')
      .where('body', 'like', `%${second.id}%`)
      .execute()
    expect(pushRows).toEqual([])
  })

  it('tries again when the push service is busy (503), and keeps the subscription', async () => {
    const shopper = await registerShopper(t.app)
    const device = push.newDevice()
    expect((await subscribe(shopper.headers, device)).statusCode).toBe(200)
    const placed = await order(shopper.headers)
    push.busyOnce(device.endpoint)
    expect((await owner(`/orders/${placed.id}/status`, { status: 'accepted' })).statusCode).toBe(200)
    const note = await shown(device)
    expect(note.title).toBe(`Order #${placed.number}: the store accepted your order`)
    const row = await t.database.db.kysely
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('channel', '=', 'push')
      .where('body', 'like', `%${placed.id}%`)
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(2) // the busy answer, then the send
    expect(await subscriptions(device.endpoint)).toHaveLength(1)
  })

  for (const status of [410, 404] as const) {
    it(`removes a subscription its push service says is gone (${status}), and sends it nothing more`, async () => {
      const shopper = await registerShopper(t.app)
      const device = push.newDevice()
      expect((await subscribe(shopper.headers, device)).statusCode).toBe(200)
      const placed = await order(shopper.headers)
      push.expire(device.endpoint, status)
      expect((await owner(`/orders/${placed.id}/status`, { status: 'accepted' })).statusCode).toBe(200)
      await until(async () => (await subscriptions(device.endpoint)).length === 0)
      // The message counts as done, not as a failure to retry.
      const rows = await t.database.db.kysely
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('channel', '=', 'push')
        .where('body', 'like', `%${placed.id}%`)
        .execute()
      await until(
        async () =>
          (
            await t.database.db.kysely
              .selectFrom('outbox')
              .select('status')
              .where('channel', '=', 'push')
              .where('body', 'like', `%${placed.id}%`)
              .executeTakeFirstOrThrow()
          ).status === 'sent',
      )
      expect(rows).toHaveLength(1)
      expect((await owner(`/orders/${placed.id}/status`, { status: 'preparing' })).statusCode).toBe(200)
      const after = await t.database.db.kysely
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'push')
        .where('body', 'like', `%${placed.id}%`)
        .execute()
      expect(after).toHaveLength(1)
    })
  }
})
