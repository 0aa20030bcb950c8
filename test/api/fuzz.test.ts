import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerShopper } from '../support/factories.ts'
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

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: unknown }[]
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
      }
    >
  >
}

describe.skipIf(!databaseAvailable)('fuzz: malformed input never causes a 5xx', () => {
  let t: TestApp
  /** A shopper's Bearer header: shopper calls log in before they read their input (decision 0040). */
  let shopper: Record<string, string>
  let routes: { method: string; path: string }[]
  beforeAll(async () => {
    t = await createTestApp({ notFoundLimit: { maxPerWindow: 1_000_000, windowMs: 60_000 } })
    shopper = (await registerShopper(t.app, 'Fuzz')).headers
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
    // The live board's event stream never ends (decision 0053): its input is its caller, checked by admin-roles.test.ts.
    routes = Object.entries(doc.paths)
      .filter(([path]) => path !== '/api/admin/orders/events')
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })))
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

  /** Numeric fields of every route, read from the OpenAPI document so a new route is covered by itself. */
  type Field = { route: { method: string; path: string }; in: 'query' | 'path' | 'body'; name: string; nullable?: boolean }
  const numericFields = (doc: OpenApi): Field[] =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([m, op]) => {
        const route = { method: m.toUpperCase(), path }
        const params = (op.parameters ?? [])
          .filter((p) => isNumeric(p.schema))
          .map((p) => ({ route, in: p.in as 'query' | 'path', name: p.name }))
        const body = op.requestBody?.content?.['application/json']?.schema
        const bodyFields = Object.entries(body?.properties ?? {})
          .filter(([, schema]) => isNumeric(schema))
          .map(([name, schema]) => ({ route, in: 'body' as const, name, nullable: isNullable(schema) }))
        return [...params, ...bodyFields]
      }),
    )
  const isNumeric = (schema: unknown): boolean => {
    const s = schema as { type?: string | string[]; anyOf?: unknown[] } | undefined
    if (!s) return false
    if (s.anyOf) return s.anyOf.some(isNumeric) && !s.anyOf.some((b) => (b as { type?: string }).type === 'string')
    const types = ([] as unknown[]).concat(s.type)
    return (types.includes('integer') || types.includes('number')) && !types.includes('string')
  }
  const isNullable = (schema: unknown): boolean => {
    const s = schema as { type?: string | string[]; anyOf?: unknown[] }
    return ([] as unknown[]).concat(s.type).includes('null') || (s.anyOf ?? []).some(isNullable)
  }
  const request = (field: Field, raw: string, asJson: string) => {
    const path = field.route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      field.in === 'path' && name === field.name ? encodeURIComponent(raw) : '1',
    )
    const query = field.in === 'query' ? `?${field.name}=${encodeURIComponent(raw)}` : ''
    const hasBody = field.route.method !== 'GET' && field.route.method !== 'DELETE'
    return t.app.inject({
      method: field.route.method as 'GET',
      url: path + query,
      headers: {
        ...(field.route.path.startsWith('/api/admin/') ? ownerHeaders : shopper),
        'guest-id': '8f14e45f-ceea-4e7a-9b8f-1a2b3c4d5e6f',
        'content-type': 'application/json',
      },
      ...(hasBody ? { payload: field.in === 'body' ? `{"${field.name}":${asJson}}` : '{}' } : {}),
    })
  }

  it('answers a number that is not a safe integer within bounds with 422 naming the field, on every numeric field of every route', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi
    const fields = numericFields(doc)
    // The catalogue's paging, branch_id everywhere, cart ids and quantities, the owner's prices…
    expect(fields.length).toBeGreaterThanOrEqual(30)
    // [as text in a query or path, as written in a JSON body]
    const bad: [string, string][] = [
      ['1e309', '1e309'],
      ['-1e309', '-1e309'],
      ['Infinity', '"Infinity"'],
      ['NaN', '"NaN"'],
      ['1.5', '1.5'],
      ['9007199254740993', '9007199254740993'],
      ['0x10', '"0x10"'],
      [' 1', '" 1"'],
      ['1e3', '"1e3"'],
      ['abc', '{}'],
      ['', '[]'],
      // coerceTypes would read JSON true and false (and null, tried below where the field does not take it) as 1 and 0
      ['true', 'true'],
      ['false', 'false'],
    ]
    const failures: string[] = []
    for (const field of fields)
      for (const [raw, json] of field.in === 'body' && !field.nullable ? [...bad, ['', 'null'] as [string, string]] : bad) {
        const res = await request(field, raw, json)
        const errors = (res.statusCode === 422 ? res.json().errors : []) as { path: string }[]
        // A body may miss other required fields (and is checked first); on a call without one the field is the only thing wrong, so it is named.
        const takesBody = field.route.method !== 'GET' && field.route.method !== 'DELETE'
        const named = field.in === 'body' || takesBody || errors.some((e) => e.path.endsWith(field.name))
        if (res.statusCode !== 422 || !named)
          failures.push(
            `${field.route.method} ${field.route.path} ${field.in}.${field.name}=${field.in === 'body' ? json : raw} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
          )
      }
    expect(failures).toEqual([])
  })

  it('survives very long strings and deeply nested JSON on every route', async () => {
    const long = 'x'.repeat(100_000)
    const deepArray = '['.repeat(10_000) + ']'.repeat(10_000)
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)
    const failures: string[] = []
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, '1')
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
      const tries = [
        { url: `${url}?q=${long}&slug=${long}&page=${'9'.repeat(100_000)}` },
        ...(hasBody
          ? [deepArray, deepObject, JSON.stringify({ name: long, slug: long, q: long, product_id: long }), `"${long}"`].map((payload) => ({
              url,
              payload,
            }))
          : []),
      ]
      for (const attempt of tries) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          ...attempt,
          headers: { ...ownerHeaders, 'content-type': 'application/json' },
        })
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`)
      }
    }
    expect(failures).toEqual([])
  })
})
