import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** Registration, password login, tokens and the password-try limit, on SQLite and PostgreSQL. */
describe.skipIf(!databaseAvailable)('accounts API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  let serial = 0
  /** A shopper nobody else in this file uses: own e-mail and phone. */
  const newShopper = () => {
    serial += 1
    const n = `${Date.now() % 1_000_000}${serial}`.padStart(8, '0')
    return { name: 'Asha Rao', email: `Asha.${n}@Example.com`, phone: `+91 98${n.slice(-8)}`, password: 'correct horse battery' }
  }
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'guest-id': randomUUID(), ...headers } })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  it('registers a shopper, answers the user and a token, and the token opens their details', async () => {
    const shopper = newShopper()
    const res = await post('/api/register', shopper)
    expect(res.statusCode).toBe(201)
    const { user, authToken } = res.json()
    expect(user).toMatchObject({
      name: 'Asha Rao',
      email: shopper.email.toLowerCase(),
      phone: shopper.phone.replace(/ /g, ''),
      avatar_url: null,
      email_verified: false,
      phone_verified: false,
    })
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/)
    expect(Buffer.from(authToken, 'base64url').length).toBe(32) // 256 random bits
    const details = await t.app.inject({ url: '/api/user/details', headers: bearer(authToken) })
    expect(details.statusCode).toBe(200)
    expect(details.json().user).toEqual(user)
    expect(details.headers['cache-control']).toBe('no-store')
  })

  it('stores only a hash of each token and an Argon2id hash of the password', async () => {
    const shopper = newShopper()
    const { user, authToken } = (await post('/api/register', shopper)).json()
    const tokens = await t.database.db.kysely.selectFrom('auth_tokens').selectAll().where('user_id', '=', user.id).execute()
    expect(tokens).toHaveLength(1)
    expect(JSON.stringify(tokens)).not.toContain(authToken)
    const row = await t.database.db.kysely.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('refuses bad registrations with a message per field, and creates nothing', async () => {
    const shopper = newShopper()
    const count = async () =>
      Number(
        (
          await t.database.db.kysely
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const cases: [object, string][] = [
      [{ ...shopper, password: 'short' }, 'password'],
      [{ ...shopper, password: 'x'.repeat(129) }, 'password'],
      [{ ...shopper, password: 'iloveyou' }, 'password'], // among the most common passwords
      [{ ...shopper, password: 'Password1' }, 'password'],
      [{ ...shopper, email: 'not-an-email' }, 'email'],
      [{ ...shopper, phone: '12ab' }, 'phone'],
      [{ ...shopper, name: '   ' }, 'name'],
      [{ ...shopper, name: 'n'.repeat(101) }, 'name'],
      [{ ...shopper, is_admin: true }, ''],
    ]
    for (const [body, field] of cases) {
      const res = await post('/api/register', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      const { message, errors } = res.json()
      expect(message).toBeTruthy()
      if (field) expect(errors.map((e: { path: string }) => e.path).join(' ')).toContain(field)
    }
    expect(await count()).toBe(before)
  })

  it('refuses a second account for the same e-mail or phone, even when 20 arrive at once', async () => {
    const shopper = newShopper()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/register', shopper)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(19)
    const samePhone = await post('/api/register', { ...newShopper(), phone: shopper.phone })
    expect(samePhone.statusCode).toBe(422)
    expect(samePhone.json().errors[0].path).toBe('phone')
    const sameEmailOtherCase = await post('/api/register', { ...newShopper(), email: shopper.email.toUpperCase() })
    expect(sameEmailOtherCase.json().errors[0].path).toBe('email')
  })

  it('logs in by e-mail or phone; a wrong password and an unknown account get the same answer', async () => {
    const shopper = newShopper()
    const { user } = (await post('/api/register', shopper)).json()
    for (const login of [shopper.email, shopper.email.toUpperCase(), shopper.phone, shopper.phone.replace(/ /g, '-')]) {
      const res = await post('/api/login', { login, password: shopper.password })
      expect(res.statusCode, login).toBe(200)
      expect(res.json().user.id).toBe(user.id)
    }
    const wrong = await post('/api/login', { login: shopper.email, password: 'not the password' })
    const unknown = await post('/api/login', { login: `nobody.${randomUUID()}@example.com`, password: 'not the password' })
    expect(wrong.statusCode).toBe(422)
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('makes the 11th password try within 15 minutes wait (429 with Retry-After), even with the right password', async () => {
    const shopper = newShopper()
    await post('/api/register', shopper)
    const wrongTries = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/login', { login: shopper.email, password: 'wrong password' })),
    )
    expect(wrongTries.map((r) => r.statusCode)).toEqual(Array(10).fill(422))
    const right = await post('/api/login', { login: shopper.email, password: shopper.password })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    // The counter lives in the database (it holds across servers), and its window ends.
    await t.database.db.kysely
      .updateTable('rate_counters')
      .set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() })
      .execute()
    expect((await post('/api/login', { login: shopper.email, password: shopper.password })).statusCode).toBe(200)
  })

  it('revokes a token on logout: that token is a 401, the shopper’s other sessions go on', async () => {
    const shopper = newShopper()
    const first = (await post('/api/register', shopper)).json().authToken
    const second = (await post('/api/login', { login: shopper.email, password: shopper.password })).json().authToken
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) })
    expect(logout.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/user/details', headers: bearer(first) })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/get-cart', headers: bearer(first) })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/user/details', headers: bearer(second) })).statusCode).toBe(200)
  })

  it('expires a token unused for 30 days, and answers 401 to unknown, malformed or missing tokens', async () => {
    const shopper = newShopper()
    const { user, authToken } = (await post('/api/register', shopper)).json()
    await t.database.db.kysely
      .updateTable('auth_tokens')
      .set({ last_used_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // past the 1 s a server may remember a token
    for (const headers of [bearer(authToken), bearer(`${authToken.slice(0, -2)}xx`), { authorization: 'Bearer short' }, {}]) {
      expect((await t.app.inject({ url: '/api/user/details', headers })).statusCode).toBe(401)
    }
  })

  it('merges the guest’s cart into the account on login: quantities add up within the limit, the rest is reported, the guest cart is gone', async () => {
    const owner = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: ownerHeaders, payload })
    const branch = (await owner('/branches', { name: 'Merge branch', address: '1 Test Street', pincodes: ['10001'] })).json().id
    const slug = `merge-${randomUUID().slice(0, 8)}`
    const scarce = (await owner('/products', { name: 'Scarce tart', slug: `${slug}-tart`, selling_price: 450, stock: 5 })).json().id
    const plenty = (await owner('/products', { name: 'Plain bun', slug: `${slug}-bun`, selling_price: 120 })).json().id
    const shopper = newShopper()
    const { authToken } = (await post('/api/register', shopper)).json()
    const add = (headers: Record<string, string>, product_id: number, quantity: number) =>
      t.app.inject({ method: 'POST', url: `/api/cart/add?branch_id=${branch}`, headers, payload: { product_id, quantity } })
    expect((await add(bearer(authToken), scarce, 3)).statusCode).toBe(201)
    const guest = { 'guest-id': randomUUID() }
    expect((await add(guest, scarce, 4)).statusCode).toBe(201)
    expect((await add(guest, plenty, 2)).statusCode).toBe(201)

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: guest,
      payload: { login: shopper.email, password: shopper.password },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().adjusted_cart_items).toEqual([
      expect.objectContaining({
        product_id: scarce,
        reason: 'quantity_limited',
        message: 'Only 2 more of Scarce tart fitted in your cart',
      }),
    ])
    const cart = (await t.app.inject({ url: `/api/get-cart?branch_id=${branch}`, headers: bearer(login.json().authToken) })).json()
    const quantities = Object.fromEntries(cart.cartItems.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]))
    expect(quantities).toEqual({ [scarce]: 5, [plenty]: 2 })
    expect(cart.subtotal).toBe(5 * 450 + 2 * 120)
    const guestCart = (await t.app.inject({ url: `/api/get-cart?branch_id=${branch}`, headers: guest })).json()
    expect(guestCart.cartItems).toEqual([])
    expect(guestCart.cartDetails.id).toBeNull()
  })

  it('keeps a logged-in shopper’s cart apart from their guest cart', async () => {
    const shopper = newShopper()
    const { authToken } = (await post('/api/register', shopper)).json()
    const cart = await t.app.inject({ url: '/api/get-cart', headers: bearer(authToken) })
    expect(cart.statusCode).toBe(200)
    expect(cart.json().cartItems).toEqual([])
  })
})
