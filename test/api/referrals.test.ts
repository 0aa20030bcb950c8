import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferralSettings, ReferralsPage } from '@store/core'
import { addAddress, addToCart, createBranch, createProduct, newIdempotencyKey } from '../support/factories.ts'
import { Arrivals } from '../support/message-servers.ts'
import { ownerHeaders, createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * Referrals on SQLite and PostgreSQL: the referrer look-up and its limit, a new account's
 * referral recorded as it is made (self-referrals and the owner's limit earn nothing, and say why),
 * the owner's settings, and the shopper's list. Decision 0020.
 */
describe.skipIf(!databaseAvailable)('referrals API', () => {
  let t: TestApp
  const printed = new Arrivals<string>()
  let branch: number
  let product: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', print: (line) => printed.push(line) })
    branch = (await createBranch(t.app, { pincodes: ['10001'] })).id
    product = (await createProduct(t.app, { selling_price: 1500 })).id
  })
  afterAll(async () => {
    await t?.close()
  })

  type Headers = Record<string, string>
  let serial = 0
  /** Each shopper's own e-mail and phone; `phone` is 10 digits after +91 so tests can write it other ways. */
  const contacts = () => {
    serial += 1
    const digits = `98${String(serial).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}`
    return { email: `shopper.${serial}.${randomUUID().slice(0, 8)}@example.com`, phone: `+91${digits}`, digits }
  }
  /** Each test looks referrers up from its own client address, so one test's look-ups never count in another's budget. */
  const address = () => `198.51.100.${++serial % 250}`

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload })
  /** A registered shopper: their Bearer header, referral code and contacts. */
  const shopper = async (name: string, extra: object = {}) => {
    const who = contacts()
    const res = await register({ name, email: who.email, phone: who.phone, password: 'long enough secret', ...extra })
    expect(res.statusCode, res.body).toBe(201)
    const answer = res.json()
    return { ...who, id: answer.user.id as number, code: answer.user.referral_code as string, headers: bearer(answer.authToken) }
  }
  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` })
  const lookUp = (code: string, from = '192.0.2.10') =>
    t.app.inject({ url: `/api/get-referrer-user?code=${encodeURIComponent(code)}`, remoteAddress: from })
  const myReferrals = async (headers: Headers, page = 1) => {
    const res = await t.app.inject({ url: `/api/user/referrals?page=${page}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as ReferralsPage
  }
  const settings = (payload: ReferralSettings) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers: ownerHeaders, payload })
  const on = { enabled: true, referrer_bonus: 500, friend_bonus: 300, per_referrer_limit: null }

  it('answers the referrer of a code with their first name only and their picture, in any letter case', async () => {
    await settings(on)
    const asha = await shopper('Asha Rani Verma')
    const from = address()
    const res = await lookUp(asha.code, from)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ name: 'Asha', avatar_url: null })
    expect((await lookUp(asha.code.toLowerCase(), from)).json()).toEqual({ name: 'Asha', avatar_url: null })
  })

  it('answers 404 with a clear message to an unknown code, and 422 to input that is not a code', async () => {
    const from = address()
    const unknown = await lookUp('ZZZZZZZZ', from)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/No shopper has this invitation code/)
    for (const code of ['1e309', 'x'.repeat(10_000), 'ABCD123', 'ABCD12345', '<script>', 'ABCD 123', '']) {
      const res = await lookUp(code, from)
      expect(res.statusCode, code.slice(0, 20)).toBe(422)
      expect(JSON.stringify(res.json().errors)).toContain('code')
    }
    expect((await t.app.inject({ url: '/api/get-referrer-user', remoteAddress: from })).statusCode).toBe(422)
    expect((await t.app.inject({ url: '/api/get-referrer-user?code=ABCDEFGH&user_id=1', remoteAddress: from })).statusCode).toBe(422)
  })

  it('limits look-ups per client address, known code or not, even when they come at once', async () => {
    const asha = await shopper('Asha')
    const from = address()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => lookUp(i % 2 ? asha.code : 'ZZZZZZZZ', from)))
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10)
    const limited = answers.find((r) => r.statusCode === 429)!
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/Wait a few minutes/)
    // Another address is not held back.
    expect((await lookUp(asha.code, address())).statusCode).toBe(200)
  })

  it('records a friend who registers with the code as pending, and shows the referrer what each side gets', async () => {
    await settings(on)
    const asha = await shopper('Asha')
    const ravi = await shopper('Ravi Kumar', { referral_code: asha.code.toLowerCase() })
    const page = await myReferrals(asha.headers)
    expect(page).toMatchObject({
      referral_code: asha.code,
      offer: { enabled: true, referrer_bonus: 500, friend_bonus: 300 },
      limit: null,
      earned: 0,
      current_page: 1,
      last_page: 1,
    })
    expect(page.referrals).toEqual([
      { id: expect.any(Number), name: 'Ravi K.', state: 'pending', reason: null, reward: null, created_at: expect.any(String) },
    ])
    // The friend's own list is theirs: empty, with their own code.
    expect(await myReferrals(ravi.headers)).toMatchObject({ referral_code: ravi.code, referrals: [] })
  })

  it('refuses a registration with an unknown or malformed code (422 on referral_code) and makes no account', async () => {
    const who = contacts()
    const base = { name: 'Meera', email: who.email, phone: who.phone, password: 'long enough secret' }
    const unknown = await register({ ...base, referral_code: 'ZZZZZZZZ' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual([
      { path: 'referral_code', message: expect.stringMatching(/No shopper has this invitation code/) },
    ])
    for (const referral_code of ['x'.repeat(5000), 'AB', '<b>hi</b>', null, ['ABCDEFGH'], { code: 'ABCDEFGH' }]) {
      const res = await register({ ...base, referral_code })
      expect(res.statusCode, JSON.stringify(referral_code).slice(0, 30)).toBe(422)
      expect(JSON.stringify(res.json().errors)).toContain('referral_code')
    }
    // 1e309 as JSON text: it parses to Infinity, which is no code.
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(base).replace(/}$/, ',"referral_code":1e309}'),
    })
    expect(infinite.statusCode).toBe(422)
    // Nothing was made: the same e-mail and phone still register.
    expect((await register(base)).statusCode).toBe(201)
  })

  it('lets a friend with the referrer’s phone written another way register, but the referral earns nothing: same phone', async () => {
    await settings(on)
    const asha = await shopper('Asha')
    const friend = contacts()
    const res = await register({
      name: 'Asha Two',
      email: friend.email,
      phone: `0${asha.digits}`,
      password: 'long enough secret',
      referral_code: asha.code,
    })
    expect(res.statusCode).toBe(201)
    expect((await myReferrals(asha.headers)).referrals).toMatchObject([
      { name: 'Asha T.', state: 'refused', reason: 'same_phone', reward: null },
    ])
  })

  it('lets a friend with the referrer’s mailbox (a +tag, other case) register, but the referral earns nothing: same e-mail', async () => {
    await settings(on)
    const asha = await shopper('Asha')
    const friend = contacts()
    const [local, domain] = asha.email.split('@') as [string, string]
    const email = `${local.toUpperCase()}+second@${domain}`
    const res = await register({ name: 'Asha', email, phone: friend.phone, password: 'long enough secret', referral_code: asha.code })
    expect(res.statusCode).toBe(201)
    expect((await myReferrals(asha.headers)).referrals).toMatchObject([{ state: 'refused', reason: 'same_email' }])
  })

  it('earns for at most the owner’s limit of friends per referrer, even when they register at once; the rest say why', async () => {
    await settings({ ...on, per_referrer_limit: 2 })
    const asha = await shopper('Asha')
    const friends = await Promise.all(Array.from({ length: 20 }, (_, i) => shopper(`Friend${i} Test`, { referral_code: asha.code })))
    expect(friends).toHaveLength(20)
    const { referrals } = await myReferrals(asha.headers)
    expect(referrals.filter((r) => r.state === 'pending')).toHaveLength(2)
    expect(referrals.filter((r) => r.state === 'refused' && r.reason === 'limit_reached')).toHaveLength(18)
    await settings(on)
  })

  it('records a referral while referrals are off as earning nothing: paused', async () => {
    await settings({ ...on, enabled: false })
    const asha = await shopper('Asha')
    await shopper('Ravi', { referral_code: asha.code })
    const page = await myReferrals(asha.headers)
    expect(page.offer.enabled).toBe(false)
    expect(page.referrals).toMatchObject([{ state: 'refused', reason: 'paused' }])
    const offer = await t.app.inject({ url: '/api/referral-offer' })
    expect(offer.json()).toEqual({ enabled: false, referrer_bonus: 500, friend_bonus: 300 })
    await settings(on)
  })

  it('records the referral of an account made by a code login, and ignores a code sent by an existing account', async () => {
    await settings(on)
    const asha = await shopper('Asha')
    const { email } = contacts()
    const from = address()
    const loginWithCode = async (referral_code: string) => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/send-login-otp', payload: { login: email }, remoteAddress: from })).statusCode,
      ).toBe(200)
      const line = await printed.next((l) => l.includes(` to ${email}:`))
      const code = /(?:: |code is )(\d{6})\b/.exec(line)![1]!
      return t.app.inject({ method: 'POST', url: '/api/login-otp', payload: { login: email, code, referral_code }, remoteAddress: from })
    }
    const made = await loginWithCode(asha.code)
    expect(made.statusCode, made.body).toBe(200)
    expect((await myReferrals(asha.headers)).referrals).toMatchObject([{ name: '', state: 'pending' }])
    // The account exists now: logging in again with another referrer's code changes nothing.
    await t.database.db.kysely.deleteFrom('rate_counters').where('key', 'like', 'code-%').execute()
    const bob = await shopper('Bob')
    expect((await loginWithCode(bob.code)).statusCode).toBe(200)
    expect((await myReferrals(bob.headers)).referrals).toEqual([])
  })

  /** A cash-on-delivery order of one product, to a saved address (delivery) or at the branch (pickup); answers its id. */
  const placeOrder = async (headers: Headers, fulfilment: 'delivery' | 'pickup' = 'delivery') => {
    await addToCart(t.app, headers, branch, product)
    const address_id = fulfilment === 'delivery' ? await addAddress(t.app, headers) : undefined
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment, address_id, payment_method: 'cod' },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().order.id as string
  }
  /** The owner moves an order on (the owner API), one status at a time. */
  const move = (orderId: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: ownerHeaders, payload: { status } })
  const moveThrough = async (orderId: string, statuses: string[]) => {
    for (const status of statuses) expect((await move(orderId, status)).statusCode, status).toBe(200)
  }
  const toDoor = ['accepted', 'preparing', 'out_for_delivery']
  const balance = async (headers: Headers) => (await t.app.inject({ url: `/api/check-wallet?branch_id=${branch}`, headers })).json().balance
  /** The wallet ledger's referral credits of these shoppers. */
  const referralCredits = (...userIds: number[]) =>
    t.database.db.kysely
      .selectFrom('wallet_ledger')
      .select(['user_id', 'direction', 'amount', 'reference_type', 'reference_id'])
      .where('user_id', 'in', userIds)
      .where('reference_type', '=', 'referral')
      .orderBy('id')
      .execute()
  /** A referrer and a friend who joined through their link (pending). */
  const pair = async () => {
    const asha = await shopper('Asha')
    const ravi = await shopper('Ravi Kumar', { referral_code: asha.code })
    return { asha, ravi }
  }

  it('credits both wallets once when the friend’s first order is delivered, each as a referral ledger credit; later orders add nothing', async () => {
    await settings(on)
    const { asha, ravi } = await pair()
    const first = await placeOrder(ravi.headers)
    await moveThrough(first, toDoor)
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([0, 0])
    await moveThrough(first, ['delivered'])
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([500, 300])
    const page = await myReferrals(asha.headers)
    expect(page.referrals).toMatchObject([{ state: 'rewarded', reward: 500, reason: null }])
    expect(page.earned).toBe(500)
    const referralId = String(page.referrals[0]!.id)
    expect(await referralCredits(asha.id, ravi.id)).toEqual([
      { user_id: asha.id, direction: 'credit', amount: 500, reference_type: 'referral', reference_id: referralId },
      { user_id: ravi.id, direction: 'credit', amount: 300, reference_type: 'referral', reference_id: referralId },
    ])
    // The same order again (a move to where it already is: 409, decision 0050), and a second order, credit nothing more.
    expect((await move(first, 'delivered')).statusCode).toBe(409)
    const second = await placeOrder(ravi.headers)
    await moveThrough(second, [...toDoor, 'delivered'])
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([500, 300])
    expect(await referralCredits(asha.id, ravi.id)).toHaveLength(2)
  })

  it('credits once when two of the friend’s orders are delivered at the same moment, and when one order is delivered by parallel calls', async () => {
    await settings(on)
    const { asha, ravi } = await pair()
    const orders = [await placeOrder(ravi.headers), await placeOrder(ravi.headers), await placeOrder(ravi.headers)]
    for (const order of orders) await moveThrough(order, toDoor)
    const [a, b, c] = orders as [string, string, string]
    const answers = await Promise.all([
      move(a, 'delivered'),
      move(b, 'delivered'),
      ...Array.from({ length: 4 }, () => move(c, 'delivered')),
    ])
    expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200])
    expect(answers.slice(2).filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([500, 300])
    expect(await referralCredits(asha.id, ravi.id)).toHaveLength(2)
  })

  it('does not count a cancelled order: the referral waits for a delivered one', async () => {
    await settings(on)
    const { asha, ravi } = await pair()
    const cancelled = await placeOrder(ravi.headers)
    await moveThrough(cancelled, ['accepted'])
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled}/cancel`,
      headers: ownerHeaders,
      payload: { reason: 'Out of dough' },
    })
    expect(cancel.statusCode).toBe(200)
    expect((await myReferrals(asha.headers)).referrals).toMatchObject([{ state: 'pending' }])
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([0, 0])
    const delivered = await placeOrder(ravi.headers)
    await moveThrough(delivered, [...toDoor, 'delivered'])
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([500, 300])
  })

  it('counts a first order picked up at the branch like a delivered one', async () => {
    await settings(on)
    const { asha, ravi } = await pair()
    const order = await placeOrder(ravi.headers, 'pickup')
    await moveThrough(order, ['accepted', 'preparing', 'ready_for_pickup', 'picked_up'])
    expect([await balance(asha.headers), await balance(ravi.headers)]).toEqual([500, 300])
  })

  it('credits the bonuses set when the order is delivered, and nothing when referrals were switched off by then', async () => {
    await settings(on)
    const first = await pair()
    const second = await pair()
    await settings({ ...on, referrer_bonus: 700, friend_bonus: 0 })
    const order = await placeOrder(first.ravi.headers)
    await moveThrough(order, [...toDoor, 'delivered'])
    expect([await balance(first.asha.headers), await balance(first.ravi.headers)]).toEqual([700, 0])
    expect(await referralCredits(first.asha.id, first.ravi.id)).toHaveLength(1) // no ledger row of 0
    await settings({ ...on, enabled: false })
    const late = await placeOrder(second.ravi.headers)
    await moveThrough(late, [...toDoor, 'delivered'])
    expect([await balance(second.asha.headers), await balance(second.ravi.headers)]).toEqual([0, 0])
    expect((await myReferrals(second.asha.headers)).referrals).toMatchObject([{ state: 'refused', reason: 'paused', reward: null }])
    await settings(on)
  })

  it('lists referrals newest first, 20 a page', async () => {
    await settings(on)
    const asha = await shopper('Asha')
    const friends = []
    for (let i = 0; i < 21; i++) friends.push(await shopper(`Friend${i}`, { referral_code: asha.code }))
    const first = await myReferrals(asha.headers)
    expect(first.referrals).toHaveLength(20)
    expect(first.referrals[0]!.name).toBe('Friend20')
    expect(first.last_page).toBe(2)
    const second = await myReferrals(asha.headers, 2)
    expect(second.referrals.map((r) => r.name)).toEqual(['Friend0'])
    expect((await t.app.inject({ url: '/api/user/referrals?page=0', headers: asha.headers })).statusCode).toBe(422)
    expect((await t.app.inject({ url: '/api/user/referrals?page=1e309', headers: asha.headers })).statusCode).toBe(422)
  })

  it('needs a login for the shopper’s list', async () => {
    expect((await t.app.inject({ url: '/api/user/referrals', headers: { 'guest-id': randomUUID() } })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/user/referrals', headers: bearer('x'.repeat(43)) })).statusCode).toBe(401)
  })

  it('lets only the owner read and change the settings, and refuses bad settings without changing them', async () => {
    expect((await settings(on)).statusCode).toBe(200)
    const read = await t.app.inject({ url: '/api/admin/referral-settings', headers: ownerHeaders })
    expect(read.json()).toEqual(on)
    const shopperHeaders = (await shopper('Asha')).headers
    for (const headers of [{}, shopperHeaders]) {
      expect((await t.app.inject({ url: '/api/admin/referral-settings', headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers, payload: on })).statusCode).toBe(401)
    }
    const bad: [object, string][] = [
      [{ ...on, referrer_bonus: -1 }, 'referrer_bonus'],
      [{ ...on, friend_bonus: 1.5 }, 'friend_bonus'],
      [{ ...on, friend_bonus: 'lots' }, 'friend_bonus'],
      [{ ...on, referrer_bonus: 10_000_001 }, 'referrer_bonus'],
      [{ ...on, per_referrer_limit: 0 }, 'per_referrer_limit'],
      [{ ...on, enabled: 'maybe' }, 'enabled'],
      [{ ...on, bonus: 5 }, ''],
      [{ enabled: true }, ''],
    ]
    for (const [payload, field] of bad) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers: ownerHeaders, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      if (field) expect(JSON.stringify(res.json().errors)).toContain(field)
    }
    const infinite = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/referral-settings',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify(on).replace('"referrer_bonus":500', '"referrer_bonus":1e309'),
    })
    expect(infinite.statusCode).toBe(422)
    expect((await t.app.inject({ url: '/api/admin/referral-settings', headers: ownerHeaders })).json()).toEqual(on)
    // A limit can be lifted again with null (not read as 0).
    expect((await settings({ ...on, per_referrer_limit: 3 })).statusCode).toBe(200)
    expect((await settings(on)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/admin/referral-settings', headers: ownerHeaders })).json().per_referrer_limit).toBeNull()
  })
})
