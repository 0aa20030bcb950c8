import { randomUUID } from 'node:crypto'
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

  it('answers numbers that are not safe integers within bounds with 422 naming the field, in query, params and body', async () => {
    // Ajv coerced "1e309" and "Infinity" to Infinity and skipped the bounds: these answered 500 (SQLite "datatype mismatch").
    const bad = ['1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '1.5', '9007199254740993', '0x10', ' 1', '1e3', '']
    for (const field of ['page', 'per_page', 'branch_id'])
      for (const value of bad) {
        const res = await t.app.inject({ url: `/api/get-products?${field}=${encodeURIComponent(value)}` })
        expect(res.statusCode, `${field}=${value}`).toBe(422)
        expect(res.json()).toMatchObject({
          message: expect.stringContaining(field),
          errors: [{ path: `querystring/${field}`, message: expect.stringMatching(/whole number/) }],
        })
      }
    const params = await t.app.inject({ method: 'DELETE', url: '/api/cart/remove/1e309', headers: { 'guest-id': randomUUID() } })
    expect(params.statusCode).toBe(422)
    expect(params.json().errors[0].path).toBe('params/id')
    for (const quantity of ['1e309', 1e300, 2 ** 53 + 2, 1.5, '0x10']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { 'guest-id': randomUUID(), 'content-type': 'application/json' },
        payload: `{"product_id":1,"quantity":${typeof quantity === 'string' ? JSON.stringify(quantity) : String(quantity)}}`,
      })
      expect(res.statusCode, `quantity=${quantity}`).toBe(422)
      expect(res.json().errors[0].path).toBe('body/quantity')
    }
    // A JSON number too large for a double parses as Infinity: refused as well.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'guest-id': randomUUID(), 'content-type': 'application/json' },
      payload: '{"product_id":1e309}',
    })
    expect(huge.statusCode).toBe(422)
    // Plain numbers still work.
    expect((await t.app.inject({ url: '/api/get-products?page=2&per_page=5&branch_id=1' })).statusCode).toBe(200)
  })

  it('accepts an empty application/json body on routes that take none, and refuses a missing one where a body is needed', async () => {
    const me = { 'guest-id': randomUUID(), 'content-type': 'application/json' }
    const tiramisu = (await t.app.inject({ url: '/api/get-product?slug=tiramisu' })).json().product as { id: number }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: me,
      payload: JSON.stringify({ product_id: tiramisu.id, quantity: 1 }),
    })
    expect(added.statusCode, added.body).toBe(201)
    const lineId = added.json().cartItems[0].id as number
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${lineId}`, headers: me })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().cartItems).toEqual([])
    const coupon = await t.app.inject({ method: 'DELETE', url: '/api/cart/remove-coupon', headers: me })
    expect(coupon.statusCode, coupon.body).toBe(200)
    for (const payload of ['', '  ']) {
      const missing = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: me, payload })
      expect(missing.statusCode).toBe(422)
      expect(missing.json()).toMatchObject({ message: expect.stringContaining('body'), errors: [{ path: 'body' }] })
    }
    // Broken JSON and prototype keys are still refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: me, payload: '{"product_id":' })).statusCode).toBe(422)
    const proto = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: me, payload: '{"__proto__":{"x":1}}' })
    expect(proto.statusCode).toBe(422)
  })

  it('rate-limits 404s per client, and only the 404s: the same address is still served what exists', async () => {
    const ip = { remoteAddress: '10.9.9.9' }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: `/api/nothing-here-${i}`, ...ip })).statusCode)
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(statuses.slice(5)).toEqual([429, 429])
    const limited = await t.app.inject({ url: '/api/nothing-here-again', ...ip })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ message: expect.stringContaining('slow down') })
    // An unknown slug is found by the handler: that miss is limited too.
    expect((await t.app.inject({ url: '/api/get-product?slug=no-such-product', ...ip })).statusCode).toBe(429)
    // Shoppers behind the same address (a carrier's NAT) still get everything that exists.
    for (const url of ['/api/get-data', '/api/get-products', '/api/get-product?slug=tiramisu', '/api/get-cart']) {
      const res = await t.app.inject({ url, ...ip, headers: { 'guest-id': randomUUID() } })
      expect(res.statusCode, url).toBe(200)
    }
    // Another client is not affected.
    expect((await t.app.inject({ url: '/api/nothing-here', remoteAddress: '10.9.9.10' })).statusCode).toBe(404)
  })

  it('answers a server failure with a generic 500 that leaks nothing', async () => {
    const broken = await createTestApp()
    await broken.database.db.close() // the database goes away under the running app
    const res = await broken.app.inject({ url: '/api/get-products' })
    expect(res.statusCode).toBe(500)
    // The message names the request's id, which the log line has too (decision 0072).
    expect(res.json()).toEqual({
      message: `Something went wrong on our side. Please try again. If it keeps happening, give the store this reference: ${res.headers['x-request-id']}.`,
    })
    await broken.app.close()
  })

  it('logs a failed request with its request id, nothing for requests that succeed, and a line per request only with LOG_REQUESTS=1 (decision 0031)', async () => {
    const logged = (env: NodeJS.ProcessEnv) => {
      const lines: { level: number; reqId?: string; msg: string }[] = []
      const stream = { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) }
      return { lines, app: createTestApp({ env, logger: { level: 'info', stream } }) }
    }
    const quiet = logged({})
    const app = await quiet.app
    expect((await app.app.inject({ url: '/api/get-products' })).statusCode).toBe(200)
    expect((await app.app.inject({ url: '/api/get-products?page=0' })).statusCode).toBe(422)
    expect(quiet.lines.filter((l) => l.reqId)).toEqual([])
    await app.database.db.close()
    expect((await app.app.inject({ url: '/api/get-products?per_page=3' })).statusCode).toBe(500)
    const failed = quiet.lines.filter((l) => l.reqId)
    expect(failed).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', reqId: expect.any(String) })])
    await app.app.close()

    const verbose = logged({ LOG_REQUESTS: '1' })
    const chatty = await verbose.app
    await chatty.app.inject({ url: '/api/get-data' })
    const lines = verbose.lines.filter((l) => l.reqId)
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId)
    await chatty.close()
  })
})
