import { createRequire } from 'node:module'
import { AVATAR_MAX_BYTES, DOWNLOAD_MAX_BYTES } from '@store/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { operations, type OpenApiDocument, type Schema } from '../support/openapi.ts'

// Spectral's packages are CommonJS bundles whose named exports Node's ESM loader cannot see.
const require = createRequire(import.meta.url)
const { Spectral, Document } = require('@stoplight/spectral-core') as typeof import('@stoplight/spectral-core')
const Parsers = require('@stoplight/spectral-parsers') as typeof import('@stoplight/spectral-parsers')
const { oas } = require('@stoplight/spectral-rulesets') as typeof import('@stoplight/spectral-rulesets')

/**
 * The document an integrator reads (decision 0065), as the app serves it: names, access, errors and
 * limits on every operation, and Spectral's `spectral:oas` ruleset finds nothing. An operation that a
 * merged branch added without a summary, a defined tag or a security declaration fails here by name.
 */
describe.skipIf(!databaseAvailable)('the API document', () => {
  let t: TestApp
  let text: string
  let doc: OpenApiDocument
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    text = (await t.app.inject({ url: '/api/openapi.json' })).body
    doc = JSON.parse(text) as OpenApiDocument
  })
  afterAll(async () => {
    await t?.close()
  })

  it('names every operation: a unique camelCase operationId, a one-line summary, tags defined at the top', () => {
    const ops = operations(doc)
    expect(ops.length).toBeGreaterThanOrEqual(112)
    const tags = new Set((doc.tags ?? []).map((tag) => tag.name))
    const problems = ops.flatMap(({ name, op }) => [
      ...(/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? '') ? [] : [`${name}: operationId ${op.operationId}`]),
      ...(op.summary && !op.summary.includes('\n') ? [] : [`${name}: no one-line summary`]),
      ...((op.tags ?? []).length > 0 ? [] : [`${name}: no tag`]),
      ...(op.tags ?? []).filter((tag) => !tags.has(tag)).map((tag) => `${name}: tag ${tag} is not defined`),
    ])
    expect(problems).toEqual([])
    const ids = ops.map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const byName = Object.fromEntries(ops.map(({ name, op }) => [name, op.operationId]))
    expect(byName).toMatchObject({
      'GET /api/get-cart': 'getCart',
      'POST /api/cart/add': 'cartAdd',
      'POST /api/place-order': 'placeOrder',
      'POST /api/admin/orders/{id}/refund': 'adminOrderRefund',
    })
  })

  it('declares who may call every operation, with schemes the document defines', () => {
    const schemes = new Set(Object.keys(doc.components?.securitySchemes ?? {}))
    expect(schemes).toEqual(new Set(['shopperToken', 'guestId', 'ownerToken', 'razorpaySignature']))
    const problems = operations(doc).flatMap(({ name, op }) =>
      op.security === undefined
        ? [`${name}: no security declaration`]
        : op.security.flatMap((option) =>
            Object.keys(option)
              .filter((scheme) => !schemes.has(scheme))
              .map((s) => `${name}: ${s}`),
          ),
    )
    expect(problems).toEqual([])
    // The shopper's writes a scanner saw as unprotected: each declares what it needs, and the only ones
    // open to anyone without a credential are those that ask for a code or a reset, or use one.
    const writes = operations(doc).filter(({ path, method }) => !path.startsWith('/api/admin/') && method !== 'GET')
    expect(writes.length).toBeGreaterThanOrEqual(26)
    expect(writes.filter(({ op }) => op.security?.length === 0).map(({ name }) => name)).toEqual([
      'POST /api/send-login-otp',
      'POST /api/send-forgot-password-email',
      'POST /api/verify-forgot-password',
    ])
  })

  it('lists error answers with the error body on every operation, 401 wherever a credential is required', () => {
    const problems = operations(doc).flatMap(({ name, op }) => {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400)
      const body = (status: string) => op.responses[status]?.content?.['application/json']?.schema as Schema | undefined
      const needsCredential = (op.security ?? []).length > 0 && (op.security ?? []).every((o) => Object.keys(o).length > 0)
      return [
        ...errors.filter(([status]) => !body(status)?.properties?.message).map(([status]) => `${name}: ${status} has no { message }`),
        ...(needsCredential && !op.responses['401'] ? [`${name}: needs a credential but lists no 401`] : []),
        ...(!needsCredential && op.responses['401'] && name !== 'POST /api/razorpay/webhook'
          ? [`${name}: lists a 401 it cannot answer`]
          : []),
        ...(op.responses['404'] && !op.responses['429'] ? [`${name}: a 404 without the 429 of the miss limit`] : []),
      ]
    })
    expect(problems).toEqual([])
  })

  it('says how long every string and how many items of every array a call takes', () => {
    const unlimited: string[] = []
    const walk = (schema: Schema | undefined, where: string): void => {
      if (!schema) return
      for (const branch of schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) walk(branch, where)
      const types = ([] as unknown[]).concat(schema.type)
      if (types.includes('string') && schema.maxLength === undefined && !schema.enum && schema.const === undefined)
        unlimited.push(`${where}: string`)
      if (types.includes('array')) {
        if (schema.maxItems === undefined) unlimited.push(`${where}: array`)
        walk(schema.items, `${where}[]`)
      }
      for (const [key, value] of Object.entries(schema.properties ?? {})) walk(value, `${where}.${key}`)
    }
    for (const { name, op } of operations(doc)) {
      for (const parameter of op.parameters ?? []) walk(parameter.schema, `${name} ${parameter.in} ${parameter.name}`)
      for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, `${name} body`)
    }
    expect(unlimited).toEqual([])
  })

  it('describes a file upload as a multipart form with its size limit', () => {
    const form = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {}
    expect(form('/api/user/change-avatar', 'post')).toEqual({
      image: expect.objectContaining({ format: 'binary', maxLength: AVATAR_MAX_BYTES }),
    })
    expect(form('/api/admin/products/{id}/file', 'put')).toEqual({
      file: expect.objectContaining({ format: 'binary', maxLength: DOWNLOAD_MAX_BYTES }),
    })
  })

  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const spectral = new Spectral()
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] })
    const results = await spectral.run(new Document(text, Parsers.Json, 'openapi.json'))
    expect(results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([])
  })

  it('names the server it was asked from, so a generated client calls it', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'shop.example:8080' } })
    expect(res.json().servers).toEqual([{ url: 'http://shop.example:8080' }])
  })
})
