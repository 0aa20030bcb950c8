import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_SEARCH_SETTING, DEFAULT_DELIVERY_MINUTES } from '@store/core'
import { createBranch } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** Pincode check, on SQLite and PostgreSQL: which branches deliver where, how fast, and for what fee. */
describe.skipIf(!databaseAvailable)('pincode check API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })
  // Sent as the browser sends every storefront call: with branch_id (spec §7).
  const check = (pincode: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/check-pincode?branch_id=1&pincode=${encodeURIComponent(pincode)}`, headers })

  it('lists the branches that deliver to a pincode, fastest open one first, with fee and time', async () => {
    const slow = await createBranch(t.app, {
      name: 'Indiranagar',
      pincodes: ['560001', '560038'],
      delivery_fee: 4000,
      delivery_minutes: 50,
    })
    const fast = await createBranch(t.app, { name: 'MG Road', pincodes: ['560001'], delivery_fee: 2500, free_delivery_above: 50000 })
    const closed = await createBranch(t.app, { name: 'Closed', pincodes: ['560001'], is_open: false, delivery_minutes: 10 })
    const res = await check('560001')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      pincode: '560001',
      deliverable: true,
      message: `Delivers to 560001 in ~${DEFAULT_DELIVERY_MINUTES} min`,
      branches: [
        { id: fast.id, name: 'MG Road', is_open: true, delivery_fee: 2500, free_delivery_above: 50000, delivery_minutes: 35 },
        { id: slow.id, name: 'Indiranagar', is_open: true, delivery_fee: 4000, free_delivery_above: 3000, delivery_minutes: 50 },
        { id: closed.id, name: 'Closed', is_open: false, delivery_fee: 299, free_delivery_above: 3000, delivery_minutes: 10 },
      ],
    })
    expect((await check('560038')).json()).toMatchObject({ deliverable: true, message: 'Delivers to 560038 in ~50 min' })
  })

  it('says so when no branch delivers there', async () => {
    const res = await check('560099')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ pincode: '560099', deliverable: false, message: "We don't deliver to 560099 yet", branches: [] })
  })

  it('matches pincodes without case, spaces or dashes (SW1A 1AA is sw1a1aa)', async () => {
    await createBranch(t.app, { name: 'Westminster', pincodes: ['SW1A 1AA'], delivery_minutes: 25 })
    const res = (await check('sw1a1aa')).json()
    expect(res).toMatchObject({ pincode: 'SW1A1AA', deliverable: true, message: 'Delivers to SW1A1AA in ~25 min' })
    expect(res.branches.map((b: { name: string }) => b.name)).toEqual(['Westminster'])
  })

  it('the owner sets and reads delivery_minutes; a change shows in the next check (the answer is cached by version)', async () => {
    const branch = await createBranch(t.app, { name: 'Koramangala', pincodes: ['560034'] })
    const first = await check('560034')
    expect(first.json().message).toBe('Delivers to 560034 in ~35 min')
    expect(first.headers.etag).toBeDefined()
    expect((await check('560034', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304)
    const admin = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({ method, url: `/api/admin/branches/${branch.id}`, headers: ownerHeaders, ...(payload && { payload }) })
    const record = (await admin('GET')).json()
    expect(record.delivery_minutes).toBe(35)
    const { id: _id, ...input } = record
    expect((await admin('PUT', { ...input, delivery_minutes: 20 })).statusCode).toBe(200)
    expect((await admin('GET')).json().delivery_minutes).toBe(20)
    expect((await check('560034')).json().message).toBe('Delivers to 560034 in ~20 min')
    for (const bad of [0, -5, 1.5, 'soon', 100_000]) {
      expect((await admin('PUT', { ...input, delivery_minutes: bad })).statusCode, String(bad)).toBe(422)
    }
  })

  it('refuses a pincode that is missing or not a postal code with 422', async () => {
    for (const bad of ['', '5', '<script>', '56 00 01 0000', 'x'.repeat(30), '5600%01']) {
      const res = await check(bad)
      expect(res.statusCode, bad).toBe(422)
      expect(JSON.stringify(res.json().errors), bad).toContain('pincode')
    }
    expect((await t.app.inject({ url: '/api/check-pincode' })).statusCode).toBe(422)
    expect((await t.app.inject({ url: '/api/check-pincode?pincode=560001&branch=1' })).statusCode).toBe(422)
  })

  it('get-data tells the web that address search is off when no Places key is configured', async () => {
    const settings = (await t.app.inject({ url: '/api/get-data' })).json().settings
    expect(settings[ADDRESS_SEARCH_SETTING]).toBe(false)
  })
})
