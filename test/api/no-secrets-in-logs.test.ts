import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnlinePayment, Order, OrderDownloads } from '@store/core'
import { addToCart, createBranch, createProduct, fundWallet, newIdempotencyKey, putSettings, STORE_SETTINGS } from '../support/factories.ts'
import { deliveryEnv, startSmtpServer, startTwilioServer, TWILIO } from '../support/message-servers.ts'
import { multipart } from '../support/multipart.ts'
import { RAZORPAY_TEST_KEYS, startRazorpayEmulator } from '../support/razorpay-emulator.ts'
import { createTestApp, OWNER_TOKEN, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const METRICS_TOKEN = 'metrics-token-for-the-leak-test-0123'
const SMTP_PASSWORD = 'smtp-password-never-logged'

/**
 * No secret leaks (decision 0073): a whole journey with every secret the store handles — passwords
 * (right, wrong and reset), one-time codes by mail and SMS, a reset token, session tokens, a download
 * token, the owner token, Razorpay's key and webhook secrets and checkout signature, the SMTP password,
 * Twilio's auth token, the metrics token — with logging at debug and a line per request, then every
 * log line, every printed line and the /metrics text are searched for each of them.
 */
describe.skipIf(!databaseAvailable)('no secret in any log line or metric', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>
  let rzp: Awaited<ReturnType<typeof startRazorpayEmulator>>
  const lines: string[] = []
  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'shop', pass: SMTP_PASSWORD })
    twilio = await startTwilioServer()
    rzp = await startRazorpayEmulator()
    const env = {
      ...deliveryEnv(smtp, twilio, { mailFrom: 'Shop <shop@example.com>', publicUrl: 'https://shop.example' }),
      ...rzp.env,
      METRICS_TOKEN,
      LOG_REQUESTS: '1',
    }
    t = await createTestApp({
      seed: 'empty',
      env,
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
      print: (line) => lines.push(line),
      outboxTiming: { pollMs: 50, backoffMs: 20, maxBackoffMs: 50 },
    })
  })
  afterAll(async () => {
    await t?.close()
    await rzp?.close()
    await smtp?.close()
    await twilio?.close()
  })

  it('runs the journey, then finds none of its secrets in the log or in /metrics', { timeout: 60_000 }, async () => {
    const secrets: Record<string, string> = {
      'owner token': OWNER_TOKEN,
      'metrics token': METRICS_TOKEN,
      'SMTP password': SMTP_PASSWORD,
      'Twilio auth token': TWILIO.authToken,
      'Razorpay key secret': RAZORPAY_TEST_KEYS.keySecret,
      'Razorpay webhook secret': RAZORPAY_TEST_KEYS.webhookSecret,
    }
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '198.51.100.77' })
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    // The owner sets up a digital store (so a paid order gets a download link) that takes online payment.
    await putSettings(t.app, { ...STORE_SETTINGS, currencyCode: 'INR', locale: 'en-IN', store_type: 'digital' })
    const branch = (await createBranch(t.app, { name: 'Online', delivery_fee: 0 })).id
    const ebook = (await createProduct(t.app, { name: 'Secret recipes', selling_price: 1500 })).id
    const file = multipart([{ name: 'file', filename: 'recipes.pdf', type: 'application/pdf', data: 'the recipes' }])
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/products/${ebook}/file`,
          headers: { ...ownerHeaders, ...file.headers },
          payload: file.payload,
        })
      ).statusCode,
    ).toBe(200)

    // Register, log in with the password, and fail once with a wrong one.
    const n = `${Date.now() % 1_000_000}`.padStart(6, '0')
    const account = { name: 'Ravi', email: `ravi.${n}@example.com`, phone: `+9197${n}00`, password: 'first long password 1' }
    secrets.password = account.password
    const registered = await post('/api/register', account, { 'guest-id': randomUUID() })
    expect(registered.statusCode).toBe(201)
    secrets['session token (register)'] = registered.json().authToken
    const login = await post('/api/login', { login: account.email, password: account.password })
    secrets['session token (password)'] = login.json().authToken
    secrets['wrong password'] = 'wrong long password 2'
    expect((await post('/api/login', { login: account.email, password: secrets['wrong password'] })).statusCode).toBe(422)

    // One-time codes by mail and by SMS.
    expect((await post('/api/send-login-otp', { login: account.email })).statusCode).toBe(200)
    secrets['mailed code'] = /is (\d{6})/.exec((await smtp.mails.next((m) => m.to.includes(account.email))).text)![1]!
    const byMail = await post('/api/login-otp', { login: account.email, code: secrets['mailed code'] })
    secrets['session token (mailed code)'] = byMail.json().authToken
    expect((await post('/api/send-login-otp', { login: account.phone })).statusCode).toBe(200)
    secrets['SMS code'] = /code is (\d{6})/.exec((await twilio.messages.next((m) => m.to === account.phone)).body)![1]!
    const bySms = await post('/api/login-otp', { login: account.phone, code: secrets['SMS code'] })
    secrets['session token (SMS code)'] = bySms.json().authToken

    // A password reset by mail, and a login with the new password.
    expect((await post('/api/send-forgot-password-email', { email: account.email })).statusCode).toBe(200)
    const resetMail = await smtp.mails.next((m) => m.to.includes(account.email) && /forgot-password\?token=/.test(m.text))
    secrets['reset token'] = /forgot-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!
    secrets['new password'] = 'second long password 3'
    expect(
      (await post('/api/verify-forgot-password', { token: secrets['reset token'], password: secrets['new password'] })).statusCode,
    ).toBe(200)
    const relogin = await post('/api/login', { login: account.email, password: secrets['new password'] })
    expect(relogin.statusCode).toBe(200)
    const token = relogin.json().authToken as string
    secrets['session token (new password)'] = token

    // Pay online through Razorpay: checkout's signature, the capture, the signed webhook.
    await addToCart(t.app, bearer(token), branch, ebook)
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...bearer(token), 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', payment_method: 'online' },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const { order, payment } = placed.json() as { order: Order; payment: OnlinePayment }
    const paid = rzp.pay(payment.razorpay_order_id)
    secrets['checkout signature'] = paid.response.razorpay_signature
    const processed = await post('/api/razorpay/process-payment', { order_id: order.id, ...paid.response }, bearer(token))
    expect(processed.json().order.payment_status).toBe('paid')
    const transport = async (body: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: body })).statusCode
    const [delivery] = await rzp.sendWebhook(rzp.webhookEvent('payment.captured', { paymentId: paid.payment.id }), { transport })
    expect(delivery!.status).toBe(200)

    // The paid order's download link, used.
    let link: string | null | undefined
    while (!link) {
      const downloads = (
        await t.app.inject({ url: `/api/order-downloads?order_id=${order.id}`, headers: bearer(token) })
      ).json() as OrderDownloads
      link = downloads.downloads[0]?.url
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    secrets['download token'] = link.split('/').pop()!
    expect((await t.app.inject({ url: link })).statusCode).toBe(200)

    // A wallet order, refunded in part by the owner; then the metrics.
    await fundWallet(t.app, bearer(token), 5_000)
    await addToCart(t.app, bearer(token), branch, ebook)
    const walletOrder = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...bearer(token), 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', payment_method: 'wallet' },
    })
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${walletOrder.json().order.id}/refund`,
      headers: ownerHeaders,
      payload: { amount: 100, reason: 'Goodwill' },
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const metrics = await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) })
    expect(metrics.statusCode).toBe(200)

    // The capture is real: every request was logged at debug (LOG_REQUESTS=1), the download's URL among them.
    const logged = lines.join('\n')
    expect(lines.filter((l) => l.includes('"msg":"incoming request"')).length).toBeGreaterThan(20)
    expect(logged).toContain('/api/downloads/[redacted]')
    expect(metrics.body).toMatch(/store_orders_placed_total 2/)
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThanOrEqual(6)
      expect(logged.includes(value), `${name} is in the log`).toBe(false)
      expect(metrics.body.includes(value), `${name} is in /metrics`).toBe(false)
    }
  })
})
