import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ADDRESSES } from '@store/core'
import { registerShopper } from '../support/factories.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** Saved addresses, on SQLite and PostgreSQL: rules, bad input, limits under concurrency, and BOLA. */
describe.skipIf(!databaseAvailable)('addresses API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new shopper's Bearer header. */
  const newShopper = async () => (await registerShopper(t.app, 'Ravi')).headers
  const home = {
    label: 'Home',
    name: 'Ravi Kumar',
    phone: '+91 98450 12345',
    line1: '12 MG Road',
    line2: 'Flat 4',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  }
  type Headers = Record<string, string>
  const add = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/address/add', headers, payload })
  const list = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/address/get-addresses', headers })).json().addresses as {
      id: number
      is_default: boolean
      label: string
    }[]

  it('adds addresses: the first is the default, and set-default moves it so exactly one is', async () => {
    const me = await newShopper()
    const first = await add(me, home)
    expect(first.statusCode).toBe(201)
    expect(first.json().address).toMatchObject({ ...home, landmark: null, lat: null, lng: null, place_id: null, is_default: true })
    const work = (await add(me, { ...home, label: 'Work', line1: '1 Tech Park', lat: 12.97, lng: 77.59, place_id: 'abc' })).json()
    expect(work.address.is_default).toBe(false)
    expect(work.addresses).toHaveLength(2)
    const moved = await t.app.inject({ method: 'PUT', url: `/api/address/set-default/${work.address.id}`, headers: me })
    expect(moved.statusCode).toBe(200)
    expect(
      moved
        .json()
        .addresses.filter((a: { is_default: boolean }) => a.is_default)
        .map((a: { id: number }) => a.id),
    ).toEqual([work.address.id])
  })

  it('deleting the default makes the newest remaining address the default', async () => {
    const me = await newShopper()
    const a = (await add(me, home)).json().address
    const b = (await add(me, { ...home, label: 'Work' })).json().address
    const c = (await add(me, { ...home, label: 'Other' })).json().address
    const after = await t.app.inject({ method: 'DELETE', url: `/api/address/delete/${a.id}`, headers: me })
    expect(after.statusCode).toBe(200)
    expect(after.json().addresses.map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [b.id, false],
      [c.id, true],
    ])
  })

  it('refuses bad addresses with a message per field, and saves nothing', async () => {
    const me = await newShopper()
    const cases: [object, string][] = [
      [{ ...home, label: 'Beach' }, 'label'],
      [{ ...home, name: '   ' }, 'name'],
      [{ ...home, line1: '' }, 'line1'],
      [{ ...home, city: '  ' }, 'city'],
      [{ ...home, pincode: '5' }, 'pincode'],
      [{ ...home, pincode: '<script>' }, 'pincode'],
      [{ ...home, phone: 'call me' }, 'phone'],
      [{ ...home, lat: 91 }, 'lat'],
      [{ ...home, line1: 'x'.repeat(201) }, 'line1'],
      [{ ...home, user_id: 1 }, ''],
      [{ ...home, is_default: true }, ''],
    ]
    for (const [payload, field] of cases) {
      const res = await add(me, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422)
      if (field) expect(JSON.stringify(res.json().errors)).toContain(field)
    }
    // 1e309 as JSON text (JSON.stringify would have sent null): it parses to Infinity, which is not a latitude.
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: { ...me, 'content-type': 'application/json' },
      payload: JSON.stringify(home).replace(/}$/, ',"lat":1e309}'),
    })
    expect(infinite.statusCode).toBe(422)
    expect(JSON.stringify(infinite.json().errors)).toContain('lat')
    expect(await list(me)).toEqual([])
  })

  it(`keeps at most ${MAX_ADDRESSES} addresses, even when 25 are added at once`, async () => {
    const me = await newShopper()
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => add(me, { ...home, line1: `${i} Long Street` })))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES)
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(25 - MAX_ADDRESSES)
    const saved = await list(me)
    expect(saved).toHaveLength(MAX_ADDRESSES)
    expect(saved.filter((a) => a.is_default)).toHaveLength(1)
  })

  it("answers 404 to another shopper's address on every call and 401 to a guest, and changes nothing", async () => {
    const alice = await newShopper()
    const bob = await newShopper()
    const hers = (await add(alice, home)).json().address
    await add(alice, { ...home, label: 'Work' })
    const before = await list(alice)
    const guest = { 'guest-id': randomUUID() }
    for (const headers of [bob, guest, {}]) {
      const expected = headers === bob ? 404 : 401
      expect((await t.app.inject({ method: 'DELETE', url: `/api/address/delete/${hers.id}`, headers })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'PUT', url: `/api/address/set-default/${hers.id}`, headers })).statusCode).toBe(expected)
    }
    expect((await t.app.inject({ url: '/api/address/get-addresses', headers: guest })).statusCode).toBe(401)
    expect((await add(guest, home)).statusCode).toBe(401)
    expect(await list(bob)).toEqual([])
    expect(await list(alice)).toEqual(before)
  })
})
