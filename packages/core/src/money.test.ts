import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, moneyFormatFromSettings, moneyStyleSetting, type MoneyFormat } from './money.ts'

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

  it('writes every amount exactly as Intl would, in many locales, from the plain style', () => {
    const locales = [
      ['en-US', 'USD'],
      ['de-DE', 'EUR'],
      ['fr-FR', 'EUR'],
      ['en-IN', 'INR'],
      ['hi-IN', 'INR'],
      ['es-ES', 'EUR'],
      ['pl-PL', 'PLN'],
      ['de-CH', 'CHF'],
      ['ar-EG', 'EGP'],
      ['fa-IR', 'IRR'],
      ['ja-JP', 'JPY'],
      ['pt-BR', 'BRL'],
      ['sv-SE', 'SEK'],
      ['bn-BD', 'BDT'],
    ] as const
    const intl = (minor: number, f: MoneyFormat, digits: number) => {
      const number = new Intl.NumberFormat(f.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
        minor / 10 ** f.decimalPlaces,
      )
      const symbol = new Intl.NumberFormat(f.locale, { style: 'currency', currency: f.currencyCode })
        .formatToParts(0)
        .find((p) => p.type === 'currency')!.value
      return f.symbolPlacement === 'after' ? number + symbol : symbol + number
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('before' as const, 'after' as const),
        fc.option(fc.integer({ min: 0, max: 4 })),
        ([locale, currencyCode], minor, decimalPlaces, symbolPlacement, forceDecimals) => {
          const settings = { locale, currencyCode, decimalPlaces: String(decimalPlaces), symbolPlacement }
          // The browser's path: the style arrives with the settings as text.
          const format = moneyFormatFromSettings({ ...settings, money_style: moneyStyleSetting(settings) })
          expect(format.style).toBeDefined()
          const digits = forceDecimals ?? (minor % 10 ** decimalPlaces === 0 ? 0 : decimalPlaces)
          // Intl writes "-0" for a small negative amount rounded away; we write "0".
          const roundsToZero = minor < 0 && digits < decimalPlaces && Math.abs(minor) * 2 < 10 ** (decimalPlaces - digits)
          expect(formatMoney(minor, format, forceDecimals === null ? {} : { forceDecimals })).toBe(
            intl(roundsToZero ? 0 : minor, format, digits),
          )
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('ignores a malformed style and works it out instead', () => {
    const format = moneyFormatFromSettings({ money_style: '{"digits":[1]}' })
    expect(format.style).toBeUndefined()
    expect(formatMoney(123456, format)).toBe('$1,234.56')
  })
})
