import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeTotals, offerDiscount, taxOn, type TotalsInput } from './cart-math.ts'

const money = fc.integer({ min: 0, max: 2_000_000 })
const inputArb: fc.Arbitrary<TotalsInput> = fc.record({
  lines: fc.array(
    fc
      .record({ line_total: money, extra: fc.integer({ min: 0, max: 5000 }), tax_rate_bp: fc.integer({ min: 0, max: 3000 }) })
      .map((l) => ({ line_total: l.line_total, original_total: l.line_total + l.extra, tax_rate_bp: l.tax_rate_bp })),
    { maxLength: 8 },
  ),
  offer: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percentage' as const),
        value: fc.integer({ min: 0, max: 10_000 }),
        max_discount: fc.option(money, { nil: null }),
      }),
      fc.record({ kind: fc.constant('flat' as const), value: money, max_discount: fc.constant(null) }),
      fc.record({ kind: fc.constant('free_delivery' as const), value: fc.constant(0), max_discount: fc.constant(null) }),
    ),
    { nil: null },
  ),
  delivery_fee: fc.integer({ min: 0, max: 2000 }),
  free_delivery_above: fc.option(money, { nil: null }),
  fees: fc.array(fc.record({ name: fc.constant('Packaging fee'), amount: fc.integer({ min: 0, max: 500 }) }), { maxLength: 2 }),
  prices_include_tax: fc.boolean(),
})

describe('cart arithmetic (property tests)', () => {
  it('a total equals the sum of its parts and is never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input)
        const parts =
          t.subtotal -
          t.order_discount_amount +
          t.delivery_charge -
          t.shipping_discount_amount +
          t.fees_total +
          (input.prices_include_tax ? 0 : t.tax_amount)
        expect(t.total).toBe(parts)
        expect(t.total).toBeGreaterThanOrEqual(0)
        expect(t.subtotal_after_discounts).toBe(t.subtotal - t.order_discount_amount)
        expect(t.total_discount).toBe(t.product_price_discount + t.order_discount_amount + t.shipping_discount_amount)
        for (const value of Object.values(t)) expect(Number.isInteger(value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('a discount never exceeds what it discounts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input)
        expect(t.order_discount_amount).toBeGreaterThanOrEqual(0)
        expect(t.order_discount_amount).toBeLessThanOrEqual(t.subtotal)
        if (input.offer?.max_discount != null) expect(t.order_discount_amount).toBeLessThanOrEqual(input.offer.max_discount)
        expect(t.shipping_discount_amount).toBeLessThanOrEqual(t.delivery_charge)
        expect(t.product_price_discount).toBeGreaterThanOrEqual(0)
        expect(t.tax_amount).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 1000 },
    )
  })

  it('an empty cart costs nothing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(computeTotals({ ...input, lines: [] }).total).toBe(0)
      }),
    )
  })
})

describe('cart arithmetic (examples)', () => {
  it('caps a percentage and never discounts more than the subtotal', () => {
    expect(offerDiscount({ kind: 'percentage', value: 1000, max_discount: 500 }, 10_000)).toBe(500)
    expect(offerDiscount({ kind: 'percentage', value: 1000, max_discount: null }, 2_999)).toBe(299)
    expect(offerDiscount({ kind: 'flat', value: 5_000, max_discount: null }, 2_000)).toBe(2_000)
  })
  it('computes exclusive and inclusive tax', () => {
    expect(taxOn(10_000, 500, false)).toBe(500)
    expect(taxOn(10_500, 500, true)).toBe(500)
  })
  it('delivers free above the threshold and with a free-delivery offer', () => {
    const base = {
      lines: [{ line_total: 2_000, original_total: 2_000, tax_rate_bp: 0 }],
      offer: null,
      delivery_fee: 299,
      free_delivery_above: 3_000,
      fees: [],
      prices_include_tax: true,
    }
    expect(computeTotals(base)).toMatchObject({ delivery_charge: 299, total: 2_299 })
    expect(computeTotals({ ...base, free_delivery_above: 2_000 })).toMatchObject({ delivery_charge: 0, total: 2_000 })
    expect(computeTotals({ ...base, offer: { kind: 'free_delivery', value: 0, max_discount: null } })).toMatchObject({
      delivery_charge: 299,
      shipping_discount_amount: 299,
      total: 2_000,
    })
  })
})
