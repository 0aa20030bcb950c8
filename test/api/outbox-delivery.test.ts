import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { TWILIO, deliveryEnv, startSmtpServer, startTwilioServer } from '../support/message-servers.ts'

/**
 * Mail and SMS for real: a loopback SMTP server (smtp-server) and a local server that speaks
 * Twilio's Messages API receive what the outbox worker sends. Password reset, code mails and SMS,
 * profile contact changes, retries (decision 0014).
 */
describe.skipIf(!databaseAvailable)('outbox delivery over SMTP and Twilio', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    twilio = await startTwilioServer()
    t = await createTestApp({
      seed: 'empty',
      env: deliveryEnv(smtp, twilio, { mailFrom: 'Test Shop <shop@example.com>', publicUrl: 'https://shop.example' }),
      outboxTiming: { pollMs: 50, backoffMs: 20, maxBackoffMs: 50 },
    })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
    await twilio?.close()
  })

  let serial = 0
  const shopper = () => {
    serial += 1
    const n = `${Date.now() % 1_000_000}${serial}`.padStart(8, '0')
    return {
      account: { name: 'Mira', email: `mira.${n}@example.com`, phone: `+9196${n.slice(-8)}`, password: 'correct horse battery' },
      address: `203.0.113.${serial}`,
    }
  }
  const post = (url: string, payload: object, options: { address?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: options.address ?? '192.0.2.50', headers: options.headers })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const details = (token: string) => t.app.inject({ url: '/api/user/details', headers: bearer(token) })

  it('mails a login code over SMTP, from MAIL_FROM, and the code logs in', async () => {
    const s = shopper()
    expect((await post('/api/send-login-otp', { login: s.account.email }, { address: s.address })).statusCode).toBe(200)
    const mail = await smtp.mails.next((m) => m.to.includes(s.account.email))
    expect(mail.from).toBe('shop@example.com')
    expect(mail.subject).toMatch(/^\d{6} is your code to log in$/)
    const code = /is (\d{6})/.exec(mail.text)![1]!
    const login = await post('/api/login-otp', { login: s.account.email, code }, { address: s.address })
    expect(login.statusCode).toBe(200)
    expect(login.json().user.email_verified).toBe(true)
  })

  it('sends a phone code through the Twilio Messages API (basic auth, form fields), and the code logs in', async () => {
    const s = shopper()
    expect((await post('/api/send-login-otp', { login: s.account.phone }, { address: s.address })).statusCode).toBe(200)
    const sms = await twilio.messages.next((m) => m.to === s.account.phone)
    expect(sms.from).toBe(TWILIO.from)
    const code = /code is (\d{6})/.exec(sms.body)![1]!
    const login = await post('/api/login-otp', { login: s.account.phone, code }, { address: s.address })
    expect(login.statusCode).toBe(200)
    expect(login.json().user).toMatchObject({ phone: s.account.phone, phone_verified: true, name: '' })
  })

  it('retries a failed SMS with backoff and sends it once Twilio answers', async () => {
    const s = shopper()
    twilio.state.failNext = 2
    await post('/api/send-login-otp', { login: s.account.phone }, { address: s.address })
    const sms = await twilio.messages.next((m) => m.to === s.account.phone)
    expect(sms.body).toMatch(/code is \d{6}/)
    const row = await t.database.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', s.account.phone)
      .executeTakeFirstOrThrow()
    // The worker marks the row right after Twilio's 201; wait for that write, not for a fixed time.
    for (let i = 0; i < 100 && row.status !== 'sent'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      Object.assign(row, await t.database.db.kysely.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow())
    }
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('mails a reset link; the new password works, every session ends, the link works once', async () => {
    const s = shopper()
    const first = (await post('/api/register', s.account)).json().authToken
    const second = (await post('/api/login', { login: s.account.email, password: s.account.password })).json().authToken
    expect((await details(first)).statusCode).toBe(200)
    const unknown = await post('/api/send-forgot-password-email', { email: `nobody.${randomUUID()}@example.com` }, { address: s.address })
    const sent = await post('/api/send-forgot-password-email', { email: s.account.email.toUpperCase() }, { address: s.address })
    expect(sent.statusCode).toBe(200)
    expect(unknown.json()).toEqual(sent.json())
    const mail = await smtp.mails.next((m) => m.to.includes(s.account.email))
    const link = /https:\/\/shop\.example\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)
    expect(link).not.toBeNull()
    const token = link![1]!
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)
    const stored = await t.database.db.kysely.selectFrom('password_resets').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(token)

    for (const [body, field] of [
      [{ token, password: 'short' }, 'password'],
      [{ token, password: 'x'.repeat(129) }, 'password'],
      [{ token, password: 'iloveyou' }, 'password'],
      [{ token: 'x'.repeat(43), password: 'a new long password' }, 'token'],
      [{ token: 'x'.repeat(201), password: 'a new long password' }, 'token'],
      [{ token, password: 1e308 }, 'password'],
      [{ token, password: 'a new long password', extra: true }, ''],
    ] as const) {
      const res = await post('/api/verify-forgot-password', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
      if (field) expect(JSON.stringify(res.json().errors)).toContain(field)
    }
    const reset = await post('/api/verify-forgot-password', { token, password: 'a new long password' })
    expect(reset.statusCode).toBe(200)
    expect((await post('/api/verify-forgot-password', { token, password: 'another long password' })).statusCode).toBe(422)
    // Revocation reaches every server within the 1 s a server may remember a token.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await details(first)).statusCode).toBe(401)
    expect((await details(second)).statusCode).toBe(401)
    expect((await post('/api/login', { login: s.account.email, password: s.account.password })).statusCode).toBe(422)
    expect((await post('/api/login', { login: s.account.email, password: 'a new long password' })).statusCode).toBe(200)
  })

  it('expires a reset link after an hour, and limits reset mails (30 s, 5 per address per hour)', async () => {
    const s = shopper()
    await post('/api/register', s.account)
    await post('/api/send-forgot-password-email', { email: s.account.email }, { address: s.address })
    const token = /token=([A-Za-z0-9_-]+)/.exec((await smtp.mails.next((m) => m.to.includes(s.account.email))).text)![1]!
    await t.database.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute()
    expect((await post('/api/verify-forgot-password', { token, password: 'a new long password' })).statusCode).toBe(422)
    const again = await post('/api/send-forgot-password-email', { email: s.account.email }, { address: s.address })
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30)
    for (const body of [{}, { email: 'not-an-email' }, { email: 'x'.repeat(300) + '@example.com' }, { email: 'a@b' }])
      expect((await post('/api/send-forgot-password-email', body)).statusCode).toBe(422)
  })

  it('changes the name at once; a new e-mail and phone only after their codes; another account’s contact is refused', async () => {
    const s = shopper()
    const other = shopper()
    const token = (await post('/api/register', s.account)).json().authToken
    const { user: otherUser } = (await post('/api/register', other.account)).json()
    const update = (body: object) => post('/api/user/update-details', body, { address: s.address, headers: bearer(token) })

    const renamed = await update({ name: '  Mira Das ' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ user: { name: 'Mira Das' }, pending: { email: null, phone: null } })

    const taken = await update({ email: other.account.email })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual([{ path: 'email', message: 'This e-mail belongs to another account' }])
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'n'.repeat(101) },
      { email: 'nope' },
      { phone: '12ab' },
      { phone: ['+919876543210'] },
      { avatar_url: 'x' },
    ])
      expect((await update(body)).statusCode, JSON.stringify(body)).toBe(422)
    for (const [url, raw] of [
      ['/api/user/update-details', '{"phone": 1e309}'],
      ['/api/send-forgot-password-email', '{"email": 1e309}'],
      ['/api/verify-forgot-password', '{"token": 1e309, "password": "a new long password"}'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: raw,
        headers: { ...bearer(token), 'content-type': 'application/json' },
      })
      expect(res.statusCode, raw).toBe(422)
    }
    const guest = await post('/api/user/update-details', { name: 'Guest' }, { headers: { 'guest-id': randomUUID() } })
    expect(guest.statusCode).toBe(401)

    const newEmail = `new.${randomUUID().slice(0, 8)}@example.com`
    const newPhone = `+9195${String(Date.now()).slice(-8)}`
    const pending = await update({ email: newEmail, phone: newPhone })
    expect(pending.statusCode).toBe(200)
    expect(pending.json().user).toMatchObject({ email: s.account.email, phone: s.account.phone })
    expect(pending.json().pending).toEqual({ email: newEmail, phone: newPhone })
    const mailCode = /is (\d{6})/.exec((await smtp.mails.next((m) => m.to.includes(newEmail))).text)![1]!
    const smsCode = /code is (\d{6})/.exec((await twilio.messages.next((m) => m.to === newPhone)).body)![1]!
    expect((await details(token)).json().user.email).toBe(s.account.email)

    const verify = (body: object, auth: Record<string, string> = bearer(token)) => post('/api/user/verify-contact', body, { headers: auth })
    expect((await verify({ channel: 'email', code: mailCode }, {})).statusCode).toBe(401)
    const otherToken = (await post('/api/login', { login: other.account.email, password: other.account.password })).json().authToken
    expect((await verify({ channel: 'email', code: mailCode }, bearer(otherToken))).statusCode).toBe(422)
    for (const body of [
      { channel: 'fax', code: mailCode },
      { channel: 'email', code: '12345' },
      { channel: 'email' },
      { channel: 'email', code: 123456.5 },
    ])
      expect((await verify(body)).statusCode, JSON.stringify(body)).toBe(422)
    const email = await verify({ channel: 'email', code: mailCode })
    expect(email.statusCode).toBe(200)
    expect(email.json().user).toMatchObject({ email: newEmail, email_verified: true, phone: s.account.phone })
    const phone = await verify({ channel: 'phone', code: smsCode })
    expect(phone.json().user).toMatchObject({ phone: newPhone, phone_verified: true })
    expect((await details(otherToken)).json().user.id).toBe(otherUser.id)
    // The old e-mail no longer logs in; the new one does.
    expect((await post('/api/login', { login: newEmail, password: s.account.password })).statusCode).toBe(200)
  })
})
