import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addAddress,
  addToCart,
  createBranch,
  createProduct,
  newIdempotencyKey,
  putSettings,
  registerShopper,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const ALL_DAY = DAYS.map((day) => ({ day, open: '00:00', close: '00:00' }))

/**
 * Opening hours (decision 0057), on SQLite and PostgreSQL. The closed branch opens only three days from
 * today (UTC), so the test holds whatever the time, even across midnight.
 */
describe.skipIf(!databaseAvailable)('orders outside opening hours', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const later = (new Date().getUTCDay() + 3) % 7
  const place = (headers: Record<string, string>, branchId: number, addressId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branchId}`,
      headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' },
    })

  it("refuses an order with the store's message and when the branch opens; inside the hours it is placed", async () => {
    const branch = await createBranch(t.app, { opening_hours: [{ day: DAYS[later]!, open: '09:30', close: '17:00' }] })
    const product = await createProduct(t.app)
    const shopper = await registerShopper(t.app)
    const addressId = await addAddress(t.app, shopper.headers)
    await addToCart(t.app, shopper.headers, branch.id, product.id)

    const refused = await place(shopper.headers, branch.id, addressId)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({
      message: `We are closed right now. ${branch.name} opens on ${DAY_NAMES[later]} at 09:30.`,
      errors: [{ path: 'branch_id', message: 'outside opening hours' }],
    })

    await putSettings(t.app, { closed_hours_message: 'Our ovens are cold.' })
    expect((await place(shopper.headers, branch.id, addressId)).json().message).toBe(
      `Our ovens are cold. ${branch.name} opens on ${DAY_NAMES[later]} at 09:30.`,
    )

    const { id: _id, ...input } = branch
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/branches/${branch.id}`,
      headers: ownerHeaders,
      payload: { ...input, opening_hours: ALL_DAY },
    })
    const placed = await place(shopper.headers, branch.id, addressId)
    expect(placed.statusCode, placed.body).toBe(201)
  })

  it('checks the time zone when it is written', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ownerHeaders,
      payload: { timezone: 'Mars/Olympus' },
    })
    expect(bad.statusCode).toBe(422)
    const good = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ownerHeaders,
      payload: { timezone: 'Asia/Kolkata' },
    })
    expect(good.statusCode).toBe(200)
    // The browser reads the store's clock from the offset the settings carry (decision 0103), which the owner cannot write.
    const { settings } = (await t.app.inject({ url: '/api/get-data' })).json()
    expect(JSON.parse(settings.timezone_offset)).toEqual({ offset: 330, from: null, until: null })
    const derived = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ownerHeaders,
      payload: { timezone_offset: '{"offset":0,"from":null,"until":null}' },
    })
    expect(derived.statusCode).toBe(422)
    expect(derived.json().message).toMatch(/^timezone_offset /)
  })
})
