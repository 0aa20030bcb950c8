import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

describe.skipIf(!databaseAvailable)('errors', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ notFoundLimit: { maxPerWindow: 5, windowMs: 60_000 } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers bad input with 422 { message, errors }', async () => {
    const res = await t.app.inject({ url: '/api/get-products?per_page=1000' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      message: expect.stringContaining('per_page'),
      errors: [{ path: expect.stringContaining('per_page') }],
    })
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-owner-token-0123456789abcdef' },
      payload: '{"a":',
    })
    expect(json.statusCode).toBe(422)
  })

  it('rate-limits 404s per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: `/api/nothing-here-${i}`, remoteAddress: '10.9.9.9' })).statusCode)
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(statuses.slice(5)).toEqual([429, 429])
    // Another client is not affected.
    expect((await t.app.inject({ url: '/api/get-products', remoteAddress: '10.9.9.10' })).statusCode).toBe(200)
  })

  it('answers a server failure with a generic 500 that leaks nothing', async () => {
    const broken = await createTestApp()
    await broken.database.db.close() // the database goes away under the running app
    const res = await broken.app.inject({ url: '/api/get-products' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    await broken.app.close()
  })
})
