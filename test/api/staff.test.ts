import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { signIn, staffSession, STAFF_PASSWORD } from '../support/staff.ts'

/** Staff accounts, sessions and setup links (decision 0050), and their audit entries (decision 0051). */
describe.skipIf(!databaseAvailable)('staff accounts and sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload })
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/admin/me', headers })

  it('sets up the first owner once through a first-owner link, which dies once the shop has staff', async () => {
    const { staffSetup } = t.app.ctx.services
    const [one, two] = [await staffSetup.firstOwnerLink(), await staffSetup.firstOwnerLink()]
    const token = (link: string | null) => link!.split('#token=')[1]!
    expect((await post('/api/admin/setup/check', { token: token(one) })).json()).toEqual({
      kind: 'first_owner',
      name: null,
      email: null,
      role: 'owner',
    })
    // The same link twice and another first-owner link, all at once: one owner is made.
    const answers = await Promise.all([
      post('/api/admin/setup', { token: token(one), name: 'Asha Rao', email: 'Asha@Shop.example', password: STAFF_PASSWORD }),
      post('/api/admin/setup', { token: token(one), name: 'Someone Else', email: 'else@shop.example', password: STAFF_PASSWORD }),
      post('/api/admin/setup', { token: token(two), name: 'Third Person', email: 'third@shop.example', password: STAFF_PASSWORD }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422])
    const session = answers.find((a) => a.statusCode === 200)!.json()
    expect(session.staff).toMatchObject({ role: 'owner', active: true, password_set: true })
    expect((await me({ authorization: `Bearer ${session.token}` })).json().staff.email).toBe(session.staff.email)
    // The other first-owner link stops working: the shop has an owner now.
    expect((await post('/api/admin/setup/check', { token: token(two) })).statusCode).toBe(404)
    expect(await staffSetup.firstOwnerLink()).toBeNull()
  })

  it('stores an Argon2id hash and only token hashes; signs in by e-mail and password', async () => {
    const person = await staffSession(t.app, 'staff', 'Ravi Kumar')
    const row = await t.database.db.kysely.selectFrom('staff').select('password_hash').where('id', '=', person.id).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const tokens = await t.database.db.kysely.selectFrom('staff_tokens').select('token_hash').where('staff_id', '=', person.id).execute()
    expect(tokens.map((r) => r.token_hash)).not.toContain(person.token)
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    const wrong = await post('/api/admin/sign-in', { email: person.email, password: 'not the password' })
    expect(wrong.statusCode).toBe(422)
    const again = await signIn(t.app, person.email.toUpperCase())
    expect((await me(again.headers)).json()).toMatchObject({ role: 'staff', staff: { name: 'Ravi Kumar' } })
  })

  it('limits wrong passwords per e-mail in the database: the 11th try within 15 minutes is a 429', async () => {
    const person = await staffSession(t.app, 'staff')
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/admin/sign-in', { email: person.email, password: 'wrong wrong' })),
    )
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(2)
    expect((await post('/api/admin/sign-in', { email: person.email, password: STAFF_PASSWORD })).statusCode).toBe(429)
  })

  it('signs out one session, or every session of the person', async () => {
    const person = await staffSession(t.app, 'manager')
    const second = await signIn(t.app, person.email)
    const third = await signIn(t.app, person.email)
    expect((await post('/api/admin/sign-out', {}, person.headers)).statusCode).toBe(200)
    expect((await me(person.headers)).statusCode).toBe(401)
    expect((await me(second.headers)).statusCode).toBe(200)
    expect((await post('/api/admin/sign-out-everywhere', {}, second.headers)).statusCode).toBe(200)
    expect((await me(second.headers)).statusCode).toBe(401)
    expect((await me(third.headers)).statusCode).toBe(401)
    // The owner token is an API key, not a session.
    expect((await post('/api/admin/sign-out', {}, ownerHeaders)).statusCode).toBe(422)
    expect((await me(ownerHeaders)).json()).toEqual({ role: 'owner', staff: null })
  })

  it('deactivating someone ends their sessions at once; a new role applies to their next call', async () => {
    const person = await staffSession(t.app, 'staff', 'Meera Iyer')
    expect((await t.app.inject({ url: '/api/admin/products', headers: person.headers })).statusCode).toBe(403)
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/staff/${person.id}`, headers: ownerHeaders, payload: body })
    expect((await put({ name: 'Meera Iyer', role: 'manager', active: true })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/admin/products', headers: person.headers })).statusCode).toBe(200)
    expect((await put({ name: 'Meera Iyer', role: 'manager', active: false })).json()).toMatchObject({ active: false })
    expect((await me(person.headers)).statusCode).toBe(401)
    expect((await post('/api/admin/sign-in', { email: person.email, password: STAFF_PASSWORD })).statusCode).toBe(422)
  })

  it('keeps one active owner: the last one cannot be demoted or deactivated', async () => {
    const owners = (await t.app.inject({ url: '/api/admin/staff', headers: ownerHeaders }))
      .json()
      .items.filter((s: { role: string; active: boolean }) => s.role === 'owner' && s.active)
    expect(owners).toHaveLength(1)
    const [owner] = owners
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${owner.id}`,
      headers: ownerHeaders,
      payload: { name: owner.name, role: 'manager', active: true },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(/one active owner/)
  })

  it('a setup link works once; a new one retires the old; an e-mail is taken once', async () => {
    const invited = (await post('/api/admin/staff', { name: 'Kiran', email: 'kiran@shop.example', role: 'staff' }, ownerHeaders)).json()
    expect(invited.setup_link).toMatch(/^http:\/\/localhost(:\d+)?\/admin\/setup#token=[\w-]{43}$/)
    const fresh = (await post(`/api/admin/staff/${invited.staff.id}/setup-link`, {}, ownerHeaders)).json()
    const token = (link: string) => link.split('#token=')[1]!
    expect((await post('/api/admin/setup', { token: token(invited.setup_link), password: STAFF_PASSWORD })).statusCode).toBe(422)
    expect((await post('/api/admin/setup/check', { token: token(fresh.setup_link) })).json()).toMatchObject({
      kind: 'invite',
      name: 'Kiran',
    })
    expect((await post('/api/admin/setup', { token: token(fresh.setup_link), password: STAFF_PASSWORD })).statusCode).toBe(200)
    expect((await post('/api/admin/setup', { token: token(fresh.setup_link), password: STAFF_PASSWORD })).statusCode).toBe(422)
    const twice = await post('/api/admin/staff', { name: 'Kiran 2', email: 'KIRAN@shop.example', role: 'staff' }, ownerHeaders)
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual([{ path: 'email', message: 'is taken' }])
  })

  it('writes each staff change to the audit log with who did it and what changed, filterable by person and object', async () => {
    const boss = await staffSession(t.app, 'owner', 'Nila Owner')
    const person = await staffSession(t.app, 'staff', 'Arun')
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${person.id}`,
      headers: boss.headers,
      payload: { name: 'Arun', role: 'manager', active: true },
    })
    const { items } = (await t.app.inject({ url: `/api/admin/audit?staff_id=${boss.id}&object_type=staff`, headers: ownerHeaders })).json()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      staff_id: boss.id,
      actor: 'Nila Owner',
      object_type: 'staff',
      object_id: String(person.id),
      action: 'update',
      changes: { role: { before: 'staff', after: 'manager' } },
    })
    const byToken = (await t.app.inject({ url: `/api/admin/audit?staff_id=0&object_id=${person.id}`, headers: ownerHeaders })).json().items
    expect(byToken.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([['create', 'Owner token']])
    expect((await t.app.inject({ url: '/api/admin/audit', headers: person.headers })).statusCode).toBe(403)
  })
})
