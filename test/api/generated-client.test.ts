import fs from 'node:fs'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCoupon } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** What journey.ts answers. */
interface Journey {
  lineOptions: string[]
  guestDiscount: number
  discount: number
  orderId: string
  orderTotal: number
  trackedStatus: string
}

const dir = path.resolve(import.meta.dirname, '../generated-client')
const journeyFile = path.join(dir, 'journey.ts')

/** The repository's compiler options, so the journey is checked as strictly as the rest of the code. */
function typeErrors(file: string): string[] {
  const config = ts.readConfigFile(path.resolve(import.meta.dirname, '../../tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.resolve(import.meta.dirname, '../..'))
  const program = ts.createProgram([file], { ...options, noEmit: true })
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
    const at = d.file ? `${path.relative(dir, d.file.fileName)}:${(where?.line ?? 0) + 1}` : ''
    return `${at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
}

/**
 * A client generated from the served document with openapi-typescript and openapi-fetch (decision
 * 0065): the journey in test/generated-client/journey.ts must type-check against the generated types,
 * then run against a real server (a loopback port, this project's database): browse, add with options,
 * apply a coupon, register, place an order, track it.
 */
describe.skipIf(!databaseAvailable)('a client generated from the API document', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  it('generates types from the served document that the journey type-checks against', async () => {
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
    expect(document.servers).toEqual([{ url: baseUrl }])
    const types = astToString(await openapiTS(document))
    expect(types).toContain('cartAdd: {')
    // Both database projects run this file at once: each writes the same text, whole, by a rename.
    const temporary = path.join(dir, `storefront-api.${process.pid}.tmp`)
    fs.writeFileSync(temporary, types)
    fs.renameSync(temporary, path.join(dir, 'storefront-api.d.ts'))
    expect(typeErrors(journeyFile)).toEqual([])
  })

  it('runs the journey: browse, add with options, apply a coupon, register, place an order, track it', async () => {
    expect(fs.existsSync(path.join(dir, 'storefront-api.d.ts'))).toBe(true)
    const coupon = await createCoupon(t.app, { code: 'JOURNEY10', kind: 'percentage', value: 1000 })
    // Imported by its path at run time: the repository's type-check leaves the journey to this test (tsconfig's exclude).
    const { shopperJourney } = (await import(journeyFile)) as { shopperJourney: (baseUrl: string, coupon: string) => Promise<Journey> }
    const result = await shopperJourney(baseUrl, coupon.code)
    expect(result.lineOptions.length).toBeGreaterThan(0)
    expect(result.guestDiscount).toBeGreaterThan(0)
    expect(result.discount).toBe(result.guestDiscount)
    expect(result.orderTotal).toBeGreaterThan(0)
    expect(result.trackedStatus).toBe('placed')
    const order = await t.app.inject({ url: `/api/admin/orders/${result.orderId}`, headers: ownerHeaders })
    expect(order.json().order.totals.order_discount_amount).toBe(result.discount)
  })
})
