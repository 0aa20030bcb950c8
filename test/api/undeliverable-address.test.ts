import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { registerShopper, type Headers } from '../support/factories.ts'

/** An address no branch delivers to is kept, marked, and never takes the default from one that is delivered to. */
describe.skipIf(!databaseAvailable)('addresses the store cannot deliver to', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  const add = async (headers: Headers, pincode: string) => {
    const payload = { label: 'Home', name: 'Asha Rao', phone: '+1 555 0100', line1: '1 Road', city: 'Springfield', state: 'IL', pincode }
    const res = await t.app.inject({ method: 'POST', url: '/api/address/add', headers, payload })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { address: { id: number; is_default: boolean; deliverable: boolean } }
  }
  const list = async (headers: Headers) =>
    (
      (await t.app.inject({ url: '/api/address/get-addresses', headers })).json() as {
        addresses: { id: number; is_default: boolean; deliverable: boolean }[]
      }
    ).addresses

  it('marks each address, and gives the default to the first one a branch delivers to', async () => {
    const { headers } = await registerShopper(t.app)
    const far = await add(headers, '99999')
    expect(far.address).toMatchObject({ deliverable: false, is_default: true }) // the only address
    const near = await add(headers, '10001')
    expect(near.address).toMatchObject({ deliverable: true, is_default: true })
    const farther = await add(headers, '99998')
    expect(farther.address).toMatchObject({ deliverable: false, is_default: false })
    const byId = Object.fromEntries((await list(headers)).map((a) => [a.id, [a.deliverable, a.is_default]]))
    expect(byId).toEqual({
      [far.address.id]: [false, false],
      [near.address.id]: [true, true],
      [farther.address.id]: [false, false],
    })
  })

  it('keeps a delivered-to default when an address no branch delivers to is added', async () => {
    const { headers } = await registerShopper(t.app)
    const near = await add(headers, '10001')
    await add(headers, '99999')
    expect((await list(headers)).find((a) => a.is_default)?.id).toBe(near.address.id)
  })
})
