import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerShopper } from '../support/factories.ts'
import { operations, type OpenApiDocument } from '../support/openapi.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const GUEST = { 'guest-id': '0b4f3c1e-7d2a-4c55-9e61-3f2d8a9b7c10' }
const BAD_TOKEN = { authorization: `Bearer ${'x'.repeat(43)}` }
type Op = ReturnType<typeof operations>[number]

const schemesOf = (op: Op['op']) => (op.security ?? []).map((option) => Object.keys(option))
/** Nothing passes without a credential: no `{}` option, and at least one option. */
const needsCredential = (op: Op['op']) => schemesOf(op).length > 0 && schemesOf(op).every((keys) => keys.length > 0)
const takes = (op: Op['op'], scheme: string) => schemesOf(op).some((keys) => keys.includes(scheme))

/** Path parameters filled in (ids, download tokens), and the query's parameters (all, or the required ones) given the same value. */
const fill = (op: Op, id: string, every: boolean) => {
  const value = encodeURIComponent(id) || '0'
  const path = op.path.replace('{token}', id.length === 43 ? id : 'x'.repeat(43)).replace(/\{\w+\}/g, value)
  const query = (op.op.parameters ?? []).filter((p) => p.in === 'query' && (every || p.required)).map((p) => `${p.name}=${value}`)
  return query.length > 0 ? `${path}?${query.join('&')}` : path
}

/**
 * The document says what the server does (decision 0065): each operation's security is what the
 * server requires of a caller, and every status the server answers, to good and bad calls alike, is
 * one the operation lists.
 */
describe.skipIf(!databaseAvailable)('the API document tells the truth', () => {
  let t: TestApp
  let ops: Op[]
  let shopper: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ notFoundLimit: { maxPerWindow: 200, windowMs: 60_000 } })
    shopper = (await registerShopper(t.app, 'Doc')).headers
    ops = operations((await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument)
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (op: Op, headers: Record<string, string>, id = '1', payload?: string, contentType = 'application/json', every = true) =>
    t.app.inject({
      method: op.method as 'GET',
      url: fill(op, id, every),
      headers: { ...headers, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    })

  it('asks each caller for exactly the credential its security declares', async () => {
    const wrong: string[] = []
    for (const op of ops) {
      if (takes(op.op, 'razorpaySignature')) continue // payments-webhook.test.ts checks the signature
      const stranger = await call(op, {})
      if (needsCredential(op.op) && !takes(op.op, 'guestId') && stranger.statusCode !== 401)
        wrong.push(`${op.name}: a stranger got ${stranger.statusCode}`)
      if (takes(op.op, 'guestId') && needsCredential(op.op) && stranger.statusCode !== 422)
        wrong.push(`${op.name}: no guest-id got ${stranger.statusCode}`)
      if (!needsCredential(op.op) && stranger.statusCode === 401) wrong.push(`${op.name}: declared open, but a stranger got 401`)
      // A token nobody holds: refused wherever a token is the credential (a JSON body or a required
      // parameter is validated first, on the calls that look at the token in their handler),
      // ignored elsewhere. Logging out a token nobody holds succeeds: it is logged out already.
      const badToken = (await call(op, BAD_TOKEN, '1', undefined, undefined, false)).statusCode
      const refusesBadToken = needsCredential(op.op) && (takes(op.op, 'shopperToken') || takes(op.op, 'ownerToken'))
      const validatedFirst =
        op.op.requestBody?.content?.['application/json'] !== undefined || (op.op.parameters ?? []).some((p) => p.required)
      const refused = badToken === 401 || (badToken === 422 && validatedFirst)
      if (op.name !== 'POST /api/logout' && (refusesBadToken ? !refused : badToken === 401))
        wrong.push(`${op.name}: a bad token got ${badToken}`)
      if (takes(op.op, 'guestId') && needsCredential(op.op)) {
        const guest = await call(op, GUEST)
        if (guest.statusCode === 401 || guest.json().errors?.[0]?.path === 'headers/guest-id')
          wrong.push(`${op.name}: a guest got ${guest.statusCode}`)
      }
      if (takes(op.op, 'ownerToken') && (await call(op, shopper)).statusCode !== 401) wrong.push(`${op.name}: a shopper passed as owner`)
    }
    expect(wrong).toEqual([])
    expect(ops.filter((op) => needsCredential(op.op)).length).toBeGreaterThan(80)
  })

  it('lists every status the server answers, for good and bad input', async () => {
    const headersOf = (op: Op) => (takes(op.op, 'ownerToken') ? ownerHeaders : { ...shopper, ...GUEST })
    const ids = fc.oneof(fc.constantFrom('1', '2', '999999', '0', '-1', 'abc', 'no-such-thing', 'x'.repeat(43)), fc.integer().map(String))
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.constantFrom('{', '{}', 'null', '{"code":"WELCOME10"}', '{"quantity":2,"id":1}', '{"order_id":999999}'),
    )
    const samples = fc.sample(
      fc.record({ id: ids, body: bodies, type: fc.constantFrom('application/json', 'text/plain', 'application/xml') }),
      {
        numRuns: 12,
        seed: 20261125,
      },
    )
    const undocumented = new Set<string>()
    const seen: Record<number, number> = {}
    for (const op of ops) {
      // An event stream never ends, so an answer never comes back whole: admin-orders.test.ts reads it.
      if (op.op.responses['200']?.content?.['text/event-stream']) continue
      const writes = op.method !== 'GET'
      const answers = [
        ...(await Promise.all(samples.map((s) => call(op, headersOf(op), s.id, writes ? s.body : undefined, s.type)))),
        await call(op, {}),
        ...(writes ? [await call(op, headersOf(op), '1', JSON.stringify({ pad: 'x'.repeat(1_100_000) }))] : []),
      ]
      for (const res of answers) {
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1
        if (!op.op.responses[String(res.statusCode)] && res.statusCode >= 400)
          undocumented.add(`${op.name} answered ${res.statusCode} ${res.body.slice(0, 120)}`)
      }
    }
    expect([...undocumented]).toEqual([])
    // The probes reached the rules, not only the gates.
    expect(Object.keys(seen)).toEqual(expect.arrayContaining(['200', '401', '404', '413', '415', '422']))
  })
})
