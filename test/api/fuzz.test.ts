import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** Values that have broken servers before: wrong types, extremes, broken encodings, deep nesting. */
const nastyScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '9'.repeat(40),
    '%',
    '%E0%A4%A',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"*',
    'NEAR(',
    'a:*&',
    '<script>alert(1)</script>',
    '\u0000',
    'x'.repeat(5000),
  ),
  fc.integer().map(String),
  fc.double().map(String),
)
const queryString = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom('branch_id', 'page', 'per_page', 'slug', 'q', 'id', 'x'), nastyScalar), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')),
  fc.string({ maxLength: 60 }), // raw, possibly malformed, query text
)
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '{',
    '[1,2',
    '{"name":',
    'null',
    '"x"',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    JSON.stringify({ name: 'x', slug: 'x', selling_price: 1e300 }),
    '['.repeat(5000),
  ),
)

describe.skipIf(!databaseAvailable)('fuzz: malformed input never causes a 5xx', () => {
  let t: TestApp
  let routes: { method: string; path: string }[]
  beforeAll(async () => {
    t = await createTestApp({ notFoundLimit: { maxPerWindow: 1_000_000, windowMs: 60_000 } })
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
    routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })))
    routes.push({ method: 'GET', path: '/demo-images/picture.svg' }, { method: 'GET', path: '/api/openapi.json' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('covers every route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25)
  })

  it('answers every route with < 500 for random queries, bodies, ids and content types', async () => {
    const failures: string[] = []
    const statuses: Record<number, number> = {}
    for (const route of routes) {
      const samples = fc.sample(
        fc.record({
          query: queryString,
          body,
          id: nastyScalar,
          owner: fc.boolean(),
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
          ),
        }),
        { numRuns: 40, seed: 20261121 },
      )
      for (const s of samples) {
        const path = route.path.replace('{id}', encodeURIComponent(s.id) || '0')
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${path}?${s.query}`,
          headers: { ...(s.owner ? ownerHeaders : {}), ...(hasBody ? { 'content-type': s.contentType } : {}) },
          ...(hasBody ? { payload: s.body } : {}),
        })
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${path}?${s.query} body=${s.body.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`)
      }
    }
    // The inputs reach validation and handlers, not only the auth gate.
    expect(statuses[422]).toBeGreaterThan(100)
    expect(statuses[200]).toBeGreaterThan(20)
    expect(failures).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
