import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { Arrivals } from '../support/message-servers.ts'

/**
 * One-time codes with neither SMTP nor Twilio configured (the `npm start` default): codes are
 * printed by the development outbox and kept in the outbox table, and they work. Decision 0014.
 */
describe.skipIf(!databaseAvailable)('one-time codes', () => {
  let t: TestApp
  const printed = new Arrivals<string>()
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', print: (line) => printed.push(line) })
  })
  afterAll(async () => {
    await t?.close()
  })

  let serial = 0
  /** Each test calls from its own client address, so the 20-per-address budget of one does not touch another. */
  const client = () => {
    serial += 1
    return { address: `198.51.100.${serial}`, email: `shopper.${serial}.${randomUUID().slice(0, 8)}@example.com` }
  }
  const post = (url: string, payload: object, options: { address?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: options.address ?? '192.0.2.1', headers: options.headers })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  /** The code the development outbox printed for `to`. */
  const codeFor = async (to: string) => {
    const line = await printed.next((l) => l.includes(` to ${to}:`))
    return /(?:: |code is )(\d{6})\b/.exec(line)![1]!
  }
  const allowResend = () =>
    t.database.db.kysely
      .updateTable('rate_counters')
      .set({ window_start: new Date(Date.now() - 31_000).toISOString() })
      .where('key', 'like', 'code-resend:%')
      .execute()

  it('says at boot that mail and SMS are off', async () => {
    await t.app.ready()
    expect(printed.pending.some((l) => l.startsWith('Mail is off'))).toBe(true)
    expect(printed.pending.some((l) => l.startsWith('SMS is off'))).toBe(true)
  })

  it('logs a new e-mail in with a printed code: the account is made, verified, with an empty name; the outbox keeps the mail', async () => {
    const { address, email } = client()
    const sent = await post('/api/send-login-otp', { login: email.toUpperCase() }, { address })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ message: expect.any(String), resend_after_s: 30 })
    const code = await codeFor(email)
    const login = await post('/api/login-otp', { login: email, code }, { address, headers: { 'guest-id': randomUUID() } })
    expect(login.statusCode).toBe(200)
    const { user, authToken, adjusted_cart_items } = login.json()
    expect(user).toMatchObject({ name: '', email, phone: null, email_verified: true, phone_verified: false })
    expect(adjusted_cart_items).toEqual([])
    expect((await t.app.inject({ url: '/api/user/details', headers: bearer(authToken) })).json().user.id).toBe(user.id)
    const kept = await t.database.db.kysely.selectFrom('outbox').selectAll().where('recipient', '=', email).execute()
    expect(kept).toEqual([expect.objectContaining({ channel: 'mail', status: 'sent', attempts: 1 })])
    expect(kept[0]!.body).toContain(code)
    // Only a salted hash of the code is stored.
    const stored = await t.database.db.kysely.selectFrom('one_time_codes').selectAll().where('contact', '=', email).execute()
    expect(JSON.stringify(stored)).not.toContain(code)
    // Used once: the same code does not log in again.
    expect((await post('/api/login-otp', { login: email, code }, { address })).statusCode).toBe(422)
  })

  it('sends a phone code by SMS and logs an existing account in with it, marking the phone verified', async () => {
    const { address } = client()
    const phone = `+9198${String(Date.now()).slice(-8)}`
    const registered = await post('/api/register', {
      name: 'Ravi',
      email: `ravi.${randomUUID()}@example.com`,
      phone,
      password: 'correct horse battery',
    })
    const before = registered.json().user
    expect(before.phone_verified).toBe(false)
    expect((await post('/api/send-login-otp', { login: phone.replace('+91', '+91 ') }, { address })).statusCode).toBe(200)
    const line = await printed.next((l) => l.startsWith(`[dev outbox] SMS to ${phone}:`))
    expect(line).toMatch(/Your code is \d{6}\./)
    const code = /code is (\d{6})/.exec(line)![1]!
    const login = await post('/api/login-otp', { login: phone, code }, { address })
    expect(login.statusCode).toBe(200)
    expect(login.json().user).toMatchObject({ id: before.id, name: 'Ravi', phone_verified: true })
  })

  it('answers the same whether or not an account exists', async () => {
    const { address, email } = client()
    await post('/api/register', { name: 'Known', email, phone: `+9197${String(Date.now()).slice(-8)}`, password: 'correct horse battery' })
    const known = await post('/api/send-login-otp', { login: email }, { address })
    const unknown = await post('/api/send-login-otp', { login: `nobody.${randomUUID()}@example.com` }, { address })
    expect(known.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
  })

  it('refuses bad input with 422 and sends nothing', async () => {
    const { address, email } = client()
    const sends: object[] = [
      {},
      { login: '' },
      { login: 'x'.repeat(255) },
      { login: 'not an email or phone' },
      { login: '12ab' },
      { login: '123' },
      { login: 'a@b' },
      { login: ['a@example.com'] },
      { login: { email: 'a@example.com' } },
      { login: email, extra: 1 },
    ]
    for (const body of sends) expect((await post('/api/send-login-otp', body, { address })).statusCode, JSON.stringify(body)).toBe(422)
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/send-login-otp',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: '{"login": 1e309}',
    })
    expect(raw.statusCode).toBe(422)
    const logins: object[] = [
      { login: email },
      { login: email, code: '12345' },
      { login: email, code: '1234567' },
      { login: email, code: 'abcdef' },
      { login: email, code: '12 456' },
      { login: email, code: null },
      { login: 'x'.repeat(300), code: '123456' },
      { login: email, code: '123456', name: 'extra' },
    ]
    for (const body of logins) expect((await post('/api/login-otp', body, { address })).statusCode, JSON.stringify(body)).toBe(422)
    // A code never sent: the same 422, on the code field.
    const none = await post('/api/login-otp', { login: `nobody.${randomUUID()}@example.com`, code: '123456' }, { address })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors[0].path).toBe('code')
    expect(await t.database.db.kysely.selectFrom('outbox').select('id').where('recipient', '=', email).execute()).toEqual([])
  })

  it('burns a code after 5 wrong tries, even when they arrive together; the right code then fails', async () => {
    const { address, email } = client()
    await post('/api/send-login-otp', { login: email }, { address })
    const code = await codeFor(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const first = await post('/api/login-otp', { login: email, code: wrong }, { address })
    expect(first.statusCode).toBe(422)
    expect(first.json().message).toBe('That code is not right. 4 tries left')
    const more = await Promise.all(Array.from({ length: 8 }, () => post('/api/login-otp', { login: email, code: wrong }, { address })))
    expect(more.every((r) => r.statusCode === 422)).toBe(true)
    const right = await post('/api/login-otp', { login: email, code }, { address })
    expect(right.statusCode).toBe(422)
    expect(right.json().message).toMatch(/Ask for a new one/)
    const row = await t.database.db.kysely
      .selectFrom('one_time_codes')
      .select('tries')
      .where('contact', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.tries).toBe(5)
  })

  it('gives exactly one token to 20 parallel requests with the right code', async () => {
    const { address, email } = client()
    await post('/api/send-login-otp', { login: email }, { address })
    const code = await codeFor(email)
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/login-otp', { login: email, code }, { address })))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(19)
    const user = await t.database.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute()
    expect(user).toHaveLength(1)
    const tokens = await t.database.db.kysely.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user[0]!.id).execute()
    expect(tokens).toHaveLength(1)
  })

  it('expires a code after 10 minutes, and only the newest code works', async () => {
    const { address, email } = client()
    await post('/api/send-login-otp', { login: email }, { address })
    const old = await codeFor(email)
    await allowResend()
    await post('/api/send-login-otp', { login: email }, { address })
    const fresh = await codeFor(email)
    if (old !== fresh) expect((await post('/api/login-otp', { login: email, code: old }, { address })).statusCode).toBe(422)
    await t.database.db.kysely
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('contact', '=', email)
      .execute()
    const late = await post('/api/login-otp', { login: email, code: fresh }, { address })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe('This code is not valid any more. Ask for a new one')
  })

  it('lets a new code go after 30 s (429 with Retry-After before), and at most 5 per contact per hour', async () => {
    const { address, email } = client()
    expect((await post('/api/send-login-otp', { login: email }, { address })).statusCode).toBe(200)
    const soon = await post('/api/send-login-otp', { login: email }, { address: '192.0.2.99' })
    expect(soon.statusCode).toBe(429)
    const retryAfter = Number(soon.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    for (let i = 2; i <= 5; i += 1) {
      await allowResend()
      expect((await post('/api/send-login-otp', { login: email }, { address })).statusCode, `send ${i}`).toBe(200)
    }
    await allowResend()
    const sixth = await post('/api/send-login-otp', { login: email }, { address: '192.0.2.98' })
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30)
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600)
    const mails = await t.database.db.kysely.selectFrom('outbox').select('id').where('recipient', '=', email).execute()
    expect(mails).toHaveLength(5)
  })

  it('sends at most 20 codes per client address per hour', async () => {
    const { address } = client()
    const answers = []
    for (let i = 0; i < 21; i += 1)
      answers.push((await post('/api/send-login-otp', { login: `many.${i}.${randomUUID()}@example.com` }, { address })).statusCode)
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(answers[20]).toBe(429)
    // Another address is not held up.
    expect(
      (await post('/api/send-login-otp', { login: `other.${randomUUID()}@example.com` }, { address: client().address })).statusCode,
    ).toBe(200)
  })
})
