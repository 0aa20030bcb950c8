import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

const usd = { locale: 'en-US', currencyCode: 'USD', decimalPlaces: 2, symbolPlacement: 'before' as const }

describe('formatMoney (spec §5, §9)', () => {
  it('shows whole amounts without decimals and others with the configured decimals', () => {
    expect(formatMoney(1000, usd)).toBe('$10')
    expect(formatMoney(1050, usd)).toBe('$10.50')
    expect(formatMoney(123456789, usd)).toBe('$1,234,567.89')
    expect(formatMoney(0, usd)).toBe('$0')
  })
  it('forces 2 decimals where the spec asks (drawer totals)', () => {
    expect(formatMoney(1000, usd, { forceDecimals: 2 })).toBe('$10.00')
  })
  it('puts the symbol after when configured, and follows the locale', () => {
    expect(formatMoney(1050, { locale: 'de-DE', currencyCode: 'EUR', decimalPlaces: 2, symbolPlacement: 'after' })).toBe('10,50€')
    expect(formatMoney(150000, { locale: 'en-IN', currencyCode: 'INR', decimalPlaces: 2, symbolPlacement: 'before' })).toBe('₹1,500')
  })
  it('handles currencies without minor units', () => {
    expect(formatMoney(500, { locale: 'ja-JP', currencyCode: 'JPY', decimalPlaces: 0, symbolPlacement: 'before' })).toMatch(/500$/)
  })
})
