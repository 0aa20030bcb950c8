import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { deliveryEnv, startSmtpServer, startTwilioServer, TWILIO } from '../support/message-servers.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** GSM 03.38's basic set (and its extension's € [ ] { } | ^ ~ \): what one 160-character SMS can hold. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà€[\]{}|^~\\]*$/

/**
 * Decision 0033 on SQLite and PostgreSQL: a shopper with a phone and no e-mail hears about their order
 * by SMS (over a local server that speaks Twilio's Messages API), a shopper with an e-mail by mail only
 * (over a loopback SMTP server); each message is an outbox row written with the change.
 */
describe.skipIf(!databaseAvailable)('order messages by SMS for phone-only shoppers', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>
  let branch: number
  let pizza: number
  beforeAll(async () => {
    smtp = await startSmtpServer()
    twilio = await startTwilioServer()
    t = await createTestApp({
      seed: 'empty',
      env: deliveryEnv(smtp, twilio, { mailFrom: 'Shop <shop@example.com>', publicUrl: 'https://bellaforno.example' }),
      outboxTiming: { pollMs: 50, backoffMs: 20, maxBackoffMs: 50 },
    })
    await putSettings(t.app, { storeName: 'Bella Forno' })
    branch = (await createBranch(t.app, { name: 'Central', pincodes: ['10001'], delivery_fee: 0 })).id
    pizza = (await createProduct(t.app, { name: 'Margherita', selling_price: 1373, stock: 50 })).id
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
    await twilio?.close()
  })

  const call = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url, headers, payload })
  const owner = (url: string, payload: object) => call(`/api/admin${url}`, ownerHeaders, payload)

  let serial = 0
  /** A shopper made by a phone code login (decision 0014): an account with a phone and no e-mail. */
  const phoneOnlyShopper = async () => {
    serial += 1
    const phone = `+9188${String(serial).padStart(2, '0')}${String(Date.now()).slice(-6)}`
    const remoteAddress = `198.51.100.${serial}` // each its own budget of code sends
    expect((await t.app.inject({ method: 'POST', url: '/api/send-login-otp', payload: { login: phone }, remoteAddress })).statusCode).toBe(
      200,
    )
    const code = /code is (\d{6})/.exec((await twilio.messages.next((m) => m.to === phone)).body)![1]!
    const login = await t.app.inject({ method: 'POST', url: '/api/login-otp', payload: { login: phone, code }, remoteAddress })
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json().user).toMatchObject({ email: null, phone })
    return { phone, headers: { authorization: `Bearer ${login.json().authToken as string}` } }
  }
  /** The shopper's delivery order of two pizzas, paid in cash. */
  const order = async (headers: Headers) => {
    const addressId = await addAddress(t.app, headers)
    await addToCart(t.app, headers, branch, pizza, 2)
    return placeOrder(t.app, headers, branch, { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' })
  }
  const linkOf = (orderId: string) => `https://bellaforno.example/track-order/${orderId}`
  /** Every outbox row about the order, mail or SMS, oldest first: each carries its tracking link. */
  const messagesAbout = (orderId: string) =>
    t.database.db.kysely
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body'])
      .where('body', 'like', `%${linkOf(orderId)}%`)
      .orderBy('id')
      .execute()
  /** The SMS Twilio received for `phone` with this body (the worker sends after the commit). */
  const delivered = (phone: string, body: string) => twilio.messages.next((m) => m.to === phone && m.body === body)

  it('texts a phone-only shopper the order number, total and tracking link, in one GSM-7 SMS, and writes no mail', async () => {
    const { phone, headers } = await phoneOnlyShopper()
    const placed = await order(headers)
    expect(placed.totals.total).toBe(2746)
    const body = `Bella Forno: order #${placed.number} placed, total $27.46. Track: ${linkOf(placed.id)}`
    // Written with the order: there before place-order answered.
    expect(await messagesAbout(placed.id)).toEqual([{ channel: 'sms', recipient: phone, body }])
    expect(body.length).toBeLessThanOrEqual(160)
    expect(body).toMatch(GSM_7)
    expect((await delivered(phone, body)).from).toBe(TWILIO.from)
  })

  it('texts each status the owner moves the order to, and a refund by its amount without the owner’s reason', async () => {
    const { phone, headers } = await phoneOnlyShopper()
    const placed = await order(headers)
    const steps = {
      accepted: 'was accepted',
      preparing: 'is being prepared',
      out_for_delivery: 'is out for delivery',
      delivered: 'was delivered',
    }
    for (const [status, words] of Object.entries(steps)) {
      const moved = await owner(`/orders/${placed.id}/status`, { status })
      expect(moved.statusCode, moved.body).toBe(200)
      const body = `Bella Forno: order #${placed.number} ${words}. Track: ${linkOf(placed.id)}`
      expect((await messagesAbout(placed.id)).at(-1)).toEqual({ channel: 'sms', recipient: phone, body })
      await delivered(phone, body)
    }
    const refunded = await owner(`/orders/${placed.id}/refund`, { amount: 500, reason: 'Cold pizza, sorry' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const body = `Bella Forno: $5 of order #${placed.number} was refunded. Track: ${linkOf(placed.id)}`
    const messages = await messagesAbout(placed.id)
    expect(messages.at(-1)).toEqual({ channel: 'sms', recipient: phone, body })
    await delivered(phone, body)
    // One SMS per event (placed, four moves, the refund), none by mail.
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual(Array.from({ length: 6 }, () => ['sms', phone]))
  })

  it('texts a cancel without the reason the shopper typed', async () => {
    const { phone, headers } = await phoneOnlyShopper()
    const placed = await order(headers)
    const reason = 'Ring <b>Priya</b> at the back door'
    const cancelled = await call('/api/cancel-order', headers, { order_id: placed.id, reason })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().order.timeline.map((e: { note: string }) => e.note)).toContain(`You cancelled the order: ${reason}`)
    const body = `Bella Forno: order #${placed.number} was cancelled. Track: ${linkOf(placed.id)}`
    expect((await messagesAbout(placed.id)).slice(1)).toEqual([{ channel: 'sms', recipient: phone, body }])
    await delivered(phone, body)
  })

  it('keeps mailing a shopper who has an e-mail, and texts them nothing, though they have a phone', async () => {
    const shopper = await registerShopper(t.app)
    const placed = await order(shopper.headers)
    expect((await owner(`/orders/${placed.id}/status`, { status: 'accepted' })).statusCode).toBe(200)
    expect((await messagesAbout(placed.id)).map((m) => [m.channel, m.recipient])).toEqual([
      ['mail', shopper.email],
      ['mail', shopper.email],
    ])
    // Nothing at all went to the phone: no row for it in the outbox.
    const toPhone = await t.database.db.kysely.selectFrom('outbox').select('id').where('recipient', '=', shopper.phone).execute()
    expect(toPhone).toEqual([])
    // The mails as before, delivered over SMTP.
    const confirmation = await smtp.mails.next(
      (m) => m.to.includes(shopper.email) && m.subject.startsWith(`Order #${placed.number} placed`),
    )
    expect(confirmation.text).toContain('2 × Margherita')
    await smtp.mails.next((m) => m.to.includes(shopper.email) && m.subject === `Order #${placed.number}: the store accepted your order`)
  })
})
