import http from 'node:http'
import type { AddressInfo } from 'node:net'
import vm from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config.ts'
import { UnavailableError } from '../../apps/server/src/http/errors.ts'
import { RazorpayClient, RazorpayError } from '../../apps/server/src/integrations/razorpay/client.ts'
import type { RazorpayWebhookEvent } from '../../apps/server/src/integrations/razorpay/entities.ts'
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '../../apps/server/src/integrations/razorpay/signatures.ts'
import { Arrivals } from '../support/message-servers.ts'
import { RAZORPAY_TEST_KEYS, startRazorpayEmulator, type RazorpayEmulator } from '../support/razorpay-emulator.ts'

/** The client against the emulator (no database): decision 0017. */

describe('Razorpay signatures', () => {
  // Vectors from razorpay-node's own tests (test/utils/razorpay-utils.spec.js) and razorpay-go's docs.
  const order = 'order_IEIaMR65cu6nz3'
  const payment = 'pay_IH4NVgf4Dreq1l'
  const secret = 'EnLs21M47BllR3X8PSFtjtbd'
  const signature = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f'
  const webhookBody = '{"a":1,"b":2,"c":{"d":3}}'
  const webhookSig = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc'

  it("matches Razorpay's published vectors", () => {
    expect(paymentSignature(order, payment, secret)).toBe(signature)
    expect(verifyPaymentSignature(order, payment, signature, secret)).toBe(true)
    expect(webhookSignature(webhookBody, '123456')).toBe(webhookSig)
    expect(verifyWebhookSignature(webhookBody, webhookSig, '123456')).toBe(true)
    expect(verifyWebhookSignature(Buffer.from(webhookBody), webhookSig, '123456')).toBe(true)
    expect(verifyPaymentSignature(order, payment, signature.toUpperCase(), secret)).toBe(true)
  })

  it('refuses a tampered signature, body, order, payment or secret', () => {
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('f') ? '0' : 'f'}`
    expect(verifyPaymentSignature(order, payment, flipped, secret)).toBe(false)
    expect(verifyPaymentSignature('order_IEIaMR65cu6nz4', payment, signature, secret)).toBe(false)
    expect(verifyPaymentSignature(payment, order, signature, secret)).toBe(false)
    expect(verifyPaymentSignature(order, payment, signature, `${secret}x`)).toBe(false)
    expect(verifyWebhookSignature('{"a":1,"b":2,"c":{"d":4}}', webhookSig, '123456')).toBe(false)
    expect(verifyWebhookSignature('{"a": 1,"b":2,"c":{"d":3}}', webhookSig, '123456')).toBe(false)
    expect(verifyWebhookSignature(webhookBody, webhookSig, '1234567')).toBe(false)
  })

  it('answers false, without throwing, on malformed input', () => {
    for (const bad of [
      signature.slice(0, 63),
      `${signature}00`,
      `${signature}\n`,
      'z'.repeat(64),
      '',
      'sdfafds',
      undefined,
      null,
      42,
      [signature],
    ])
      expect(verifyPaymentSignature(order, payment, bad, secret)).toBe(false)
    for (const bad of [webhookSig.slice(2), 'g'.repeat(64), undefined, { signature: webhookSig }])
      expect(verifyWebhookSignature(webhookBody, bad, '123456')).toBe(false)
    expect(verifyPaymentSignature(order, payment, signature, '')).toBe(false)
    expect(verifyPaymentSignature('', payment, paymentSignature('', payment, secret), secret)).toBe(false)
    expect(verifyWebhookSignature(webhookBody, webhookSig, '')).toBe(false)
    expect(verifyWebhookSignature({} as unknown as string, webhookSig, '123456')).toBe(false)
  })
})

describe('Razorpay configuration', () => {
  const keys = { RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId, RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret }

  it('is off without keys, on with both, with Razorpay’s URLs by default', () => {
    expect(loadConfig({}, []).razorpay).toBeNull()
    expect(loadConfig(keys, []).razorpay).toEqual({
      keyId: RAZORPAY_TEST_KEYS.keyId,
      keySecret: RAZORPAY_TEST_KEYS.keySecret,
      webhookSecret: null,
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    })
    const custom = loadConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: 'hook', RAZORPAY_API_URL: 'http://127.0.0.1:9/' }, []).razorpay
    expect(custom).toMatchObject({ webhookSecret: 'hook', apiUrl: 'http://127.0.0.1:9' })
  })

  it('reports half a configuration, without repeating a secret', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID }, [])).toThrow(/RAZORPAY_KEY_SECRET is not/)
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET }, [])).toThrow(/RAZORPAY_KEY_ID is not/)
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'hook' }, [])).toThrow(/RAZORPAY_WEBHOOK_SECRET is set but the keys are not/)
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_ID: 'key_123456789' }, [])).toThrow(/rzp_test_/)
    expect(() => loadConfig({ ...keys, RAZORPAY_API_URL: 'ftp://x' }, [])).toThrow(/RAZORPAY_API_URL/)
    try {
      loadConfig({ ...keys, RAZORPAY_KEY_SECRET: 'short', RAZORPAY_CHECKOUT_URL: 'nope' }, [])
      expect.unreachable()
    } catch (error) {
      expect(String(error)).toMatch(/RAZORPAY_KEY_SECRET must be/)
      expect(String(error)).toMatch(/RAZORPAY_CHECKOUT_URL/)
      expect(String(error)).not.toContain('short')
    }
  })
})

interface Received {
  headers: http.IncomingHttpHeaders
  body: string
}

/** A webhook receiver that keeps the raw bytes, as the store's route must. */
async function startReceiver() {
  const received = new Arrivals<Received>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/razorpay/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('RazorpayClient against the emulator', () => {
  let emulator: RazorpayEmulator
  let client: RazorpayClient
  const newOrder = (amount = 49_900) => client.createOrder({ amount, currency: 'INR', receipt: `r-${amount}`, notes: { order: 'abc' } })

  beforeAll(async () => {
    emulator = await startRazorpayEmulator()
    client = new RazorpayClient({ ...RAZORPAY_TEST_KEYS, apiUrl: emulator.url }, { timeoutMs: 300 })
  })
  afterAll(() => emulator.close())

  it('creates and fetches an order', async () => {
    const order = await newOrder()
    expect(order).toMatchObject({ entity: 'order', amount: 49_900, amount_paid: 0, amount_due: 49_900, currency: 'INR', status: 'created' })
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/)
    expect(order.notes).toEqual({ order: 'abc' })
    expect(await client.fetchOrder(order.id)).toEqual(order)
    const plain = await client.createOrder({ amount: 100, currency: 'INR', receipt: 'r' })
    expect(plain.notes).toEqual([]) // Razorpay's empty notes
    expect(emulator.requests.at(-1)?.body).toEqual({ amount: 100, currency: 'INR', receipt: 'r' })
  })

  it("answers Razorpay's validation errors as RazorpayError", async () => {
    const error = await client.createOrder({ amount: 50, currency: 'INR', receipt: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RazorpayError)
    expect(error).toMatchObject({
      httpStatus: 400,
      code: 'BAD_REQUEST_ERROR',
      field: 'amount',
      description: 'The amount must be at least INR 1.00',
    })
    expect(error).not.toHaveProperty('statusCode')
    await expect(client.createOrder({ amount: 100.5, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({ field: 'amount' })
    await expect(client.createOrder({ amount: 100, currency: 'INR', receipt: 'x'.repeat(41) })).rejects.toMatchObject({ field: 'receipt' })
    await expect(client.fetchPayment('pay_00000000000000')).rejects.toMatchObject({ description: 'The id provided does not exist' })
    await expect(client.fetchPayment('../orders')).rejects.toBeInstanceOf(RazorpayError)
  })

  it('captures an authorised payment once, with the exact amount', async () => {
    const order = await newOrder()
    const { payment, response } = emulator.pay(order.id)
    expect(verifyPaymentSignature(order.id, response.razorpay_payment_id, response.razorpay_signature, RAZORPAY_TEST_KEYS.keySecret)).toBe(
      true,
    )
    expect(response.razorpay_order_id).toBe(order.id)
    expect(await client.fetchPayment(payment.id)).toMatchObject({
      status: 'authorized',
      captured: false,
      amount: 49_900,
      order_id: order.id,
    })
    expect((await client.fetchOrder(order.id)).status).toBe('attempted')
    await expect(client.capturePayment(payment.id, 49_800, 'INR')).rejects.toMatchObject({ field: 'amount' })
    const captured = await client.capturePayment(payment.id, 49_900, 'INR')
    expect(captured).toMatchObject({ status: 'captured', captured: true })
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 49_900, amount_due: 0, attempts: 1 })
    const again = await client.capturePayment(payment.id, 49_900, 'INR').catch((e: unknown) => e)
    expect(again).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' })
    expect((await client.fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([payment.id])
  })

  it('auto-captures when the order asks for it, and lists failed attempts', async () => {
    const order = await client.createOrder({ amount: 1_000, currency: 'INR', receipt: 'auto', paymentCapture: true })
    const failed = emulator.fail(order.id)
    expect(failed.response.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      metadata: { order_id: order.id, payment_id: failed.payment.id },
    })
    const { payment } = emulator.pay(order.id)
    expect((await client.fetchPayment(payment.id)).status).toBe('captured')
    const payments = await client.fetchOrderPayments(order.id)
    expect(payments.map((p) => p.status).sort()).toEqual(['captured', 'failed'])
    expect(payments.find((p) => p.status === 'failed')).toMatchObject({ error_reason: 'payment_failed', captured: false })
    expect(() => emulator.pay(order.id)).toThrow(/already been paid/)
  })

  it('refunds partially, then the rest, never beyond', async () => {
    const order = await newOrder(10_000)
    const { payment } = emulator.pay(order.id, { capture: true })
    await expect(client.refundPayment(payment.id, { amount: 10_001 })).rejects.toMatchObject({ field: 'amount' })
    const part = await client.refundPayment(payment.id, { amount: 2_500, notes: { reason: 'one item' } })
    expect(part).toMatchObject({ entity: 'refund', amount: 2_500, payment_id: payment.id, status: 'processed', speed_requested: 'normal' })
    expect(await client.fetchPayment(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 2_500, refund_status: 'partial' })
    const rest = await client.refundPayment(payment.id)
    expect(rest.amount).toBe(7_500)
    expect(await client.fetchPayment(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 10_000, refund_status: 'full' })
    expect(await client.fetchRefund(part.id)).toEqual(part)
    await expect(client.refundPayment(payment.id, { amount: 100 })).rejects.toBeInstanceOf(RazorpayError)
    const authorised = emulator.pay((await newOrder(500)).id).payment
    await expect(client.refundPayment(authorised.id)).rejects.toMatchObject({ description: 'Only captured payments can be refunded' })
  })

  it('reports bad keys as an authentication failure, without the secret', async () => {
    const wrong = new RazorpayClient({ keyId: RAZORPAY_TEST_KEYS.keyId, keySecret: 'not-the-secret-0000', apiUrl: emulator.url })
    const error = await wrong.fetchOrder('order_00000000000000').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RazorpayError)
    expect(error).toMatchObject({ httpStatus: 401, isAuthenticationFailure: true, description: 'Authentication failed' })
    expect(JSON.stringify(error) + String(error)).not.toContain('not-the-secret')
  })

  it('turns a 500, a reset, a timeout and a refused connection into UnavailableError 502', async () => {
    emulator.failNext({ match: 'POST /v1/orders' })
    const error = await newOrder().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnavailableError)
    expect(error).toMatchObject({ statusCode: 502 })
    expect(String((error as Error).cause)).toMatch(/answered 500/)
    expect((await newOrder()).status).toBe('created') // the fault was one call

    emulator.failNext({ how: 'reset' })
    await expect(newOrder()).rejects.toMatchObject({ statusCode: 502 })

    emulator.failNext({ how: 'timeout' })
    const started = Date.now()
    await expect(newOrder()).rejects.toMatchObject({ statusCode: 502 })
    expect(Date.now() - started).toBeLessThan(2_000)

    const closed = new RazorpayClient({ ...RAZORPAY_TEST_KEYS, apiUrl: 'http://127.0.0.1:9' })
    await expect(closed.fetchOrder('order_00000000000000')).rejects.toMatchObject({ statusCode: 502 })
  })
})

describe('Razorpay emulator: webhooks and checkout', () => {
  let emulator: RazorpayEmulator
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const secret = RAZORPAY_TEST_KEYS.webhookSecret

  beforeAll(async () => {
    receiver = await startReceiver()
    emulator = await startRazorpayEmulator({ autoWebhooks: { url: receiver.url, secret } })
  })
  afterAll(async () => {
    await emulator.close()
    await receiver.close()
  })

  const nextEvent = async (name: string) => {
    const { headers, body } = await receiver.received.next((r) => (JSON.parse(r.body) as RazorpayWebhookEvent).event === name)
    expect(verifyWebhookSignature(body, headers['x-razorpay-signature'], secret)).toBe(true)
    expect(headers['x-razorpay-event-id']).toMatch(/^[0-9a-f]{14}$/)
    return { headers, event: JSON.parse(body) as RazorpayWebhookEvent }
  }

  it('sends signed payment.captured and order.paid on capture, payment.failed on failure, refund.processed on refund', async () => {
    const order = emulator.ledger.createOrder({ amount: 2_000, currency: 'INR', receipt: 'hook' })
    emulator.fail(order.id)
    const failed = await nextEvent('payment.failed')
    expect(failed.event).toMatchObject({ entity: 'event', account_id: emulator.accountId, contains: ['payment'] })
    expect(failed.event.payload.payment?.entity).toMatchObject({ status: 'failed', error_reason: 'payment_failed', order_id: order.id })

    const { payment } = emulator.pay(order.id, { capture: true })
    const captured = await nextEvent('payment.captured')
    expect(captured.event.payload.payment?.entity).toMatchObject({ id: payment.id, status: 'captured', amount: 2_000 })
    const paid = await nextEvent('order.paid')
    expect(paid.event.contains).toEqual(['payment', 'order'])
    expect(paid.event.payload.order?.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 2_000 })

    emulator.ledger.refundPayment(payment.id, { amount: 500 })
    const refunded = await nextEvent('refund.processed')
    expect(refunded.event.contains).toEqual(['refund', 'payment'])
    expect(refunded.event.payload.refund?.entity).toMatchObject({ amount: 500, status: 'processed', payment_id: payment.id })
    await emulator.idle()
    expect(receiver.received.pending).toEqual([]) // payment.authorized and refund.created are not subscribed
  })

  it('sends an old snapshot late, twice, and with a bad signature when asked', async () => {
    emulator.autoWebhooks = null
    const order = emulator.ledger.createOrder({ amount: 3_000, currency: 'INR', receipt: 'late' })
    const { payment } = emulator.pay(order.id)
    const authorizedSnapshot = emulator.webhookEvent('payment.authorized', { paymentId: payment.id })
    emulator.capture(payment.id)
    const sent = await emulator.sendWebhook(emulator.webhookEvent('payment.captured', { paymentId: payment.id }), {
      url: receiver.url,
      secret,
      duplicate: true,
    })
    expect(sent.map((d) => d.status)).toEqual([200, 200])
    const [first, second] = [await receiver.received.next(), await receiver.received.next()]
    expect(first!.body).toBe(second!.body)
    expect(first!.headers['x-razorpay-event-id']).toBe(second!.headers['x-razorpay-event-id'])

    await emulator.sendWebhook(authorizedSnapshot, { url: receiver.url, secret, delayMs: 20 })
    const late = await nextEvent('payment.authorized')
    expect(late.event.payload.payment?.entity.status).toBe('authorized') // out of date, as Razorpay's can be

    await emulator.sendWebhook(authorizedSnapshot, { url: receiver.url, secret, signature: 'f'.repeat(64) })
    const forged = await receiver.received.next()
    expect(verifyWebhookSignature(forged.body, forged.headers['x-razorpay-signature'], secret)).toBe(false)
  })

  it('delivers through a transport (app.inject in API tests) instead of HTTP', async () => {
    const injected: { body: string; headers: Record<string, string> }[] = []
    const transport = async (body: string, headers: Record<string, string>) => (injected.push({ body, headers }), 204)
    emulator.autoWebhooks = { url: '', secret, transport, delayMs: 5 }
    const order = emulator.ledger.createOrder({ amount: 1_200, currency: 'INR', receipt: 'inject' })
    emulator.pay(order.id, { capture: true })
    await emulator.idle()
    expect(injected.map((i) => (JSON.parse(i.body) as RazorpayWebhookEvent).event)).toEqual(['payment.captured', 'order.paid'])
    for (const { body, headers } of injected) expect(verifyWebhookSignature(body, headers['x-razorpay-signature'], secret)).toBe(true)
    const event = emulator.webhookEvent('order.paid', { orderId: order.id })
    expect(emulator.webhookHeaders(event)).toMatchObject({
      'x-razorpay-event-id': event.id,
      'x-razorpay-signature': webhookSignature(event.body, secret),
    })
    emulator.autoWebhooks = null
  })

  it('serves checkout.js and answers its Pay and Fail calls across origins', async () => {
    const script = await fetch(emulator.checkoutUrl)
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(script.headers.get('access-control-allow-origin')).toBe('*')
    const source = await script.text()
    expect(() => new vm.Script(source)).not.toThrow()
    expect(source).not.toMatch(/innerHTML|setAttribute\('style'|eval\(|new Function/)

    const preflight = await fetch(`${emulator.url}/v1/emulator/pay`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')

    const order = emulator.ledger.createOrder({ amount: 1_500, currency: 'INR', receipt: 'browser' })
    const call = (path: string, body: object) =>
      fetch(`${emulator.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const failed = await call('/v1/emulator/fail', { key: RAZORPAY_TEST_KEYS.keyId, order_id: order.id })
    expect(((await failed.json()) as { error: { metadata: { order_id: string } } }).error.metadata.order_id).toBe(order.id)
    expect((await call('/v1/emulator/pay', { key: 'rzp_test_wrong', order_id: order.id })).status).toBe(400)
    const paid = await call('/v1/emulator/pay', { key: RAZORPAY_TEST_KEYS.keyId, order_id: order.id, email: 'a@b.example' })
    const answer = (await paid.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
    expect(verifyPaymentSignature(order.id, answer.razorpay_payment_id, answer.razorpay_signature, RAZORPAY_TEST_KEYS.keySecret)).toBe(true)
    expect(emulator.payments.get(answer.razorpay_payment_id)).toMatchObject({ status: 'authorized', email: 'a@b.example' })
  })
})
