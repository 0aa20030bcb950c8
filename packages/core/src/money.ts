export interface MoneyFormat {
  locale: string
  currencyCode: string
  decimalPlaces: number
  symbolPlacement: 'before' | 'after'
}

/**
 * Formats an integer amount of minor units (spec §5): whole amounts show no decimals,
 * others show the configured number of decimals; the symbol goes before or after.
 */
export function formatMoney(minor: number, format: MoneyFormat, options: { forceDecimals?: number } = {}): string {
  const scale = 10 ** format.decimalPlaces
  const major = minor / scale
  const whole = Number.isInteger(major)
  const digits = options.forceDecimals ?? (whole ? 0 : format.decimalPlaces)
  const number = numberFormat(format.locale, digits).format(major)
  const symbol = currencySymbol(format.locale, format.currencyCode)
  return format.symbolPlacement === 'after' ? `${number}${symbol}` : `${symbol}${number}`
}

// Building an Intl formatter costs far more than using one: keep one per locale and digits.
const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`
  let formatter = numberFormats.get(key)
  if (!formatter) numberFormats.set(key, (formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })))
  return formatter
}

const symbolCache = new Map<string, string>()
function currencySymbol(locale: string, currency: string): string {
  const key = `${locale}|${currency}`
  let symbol = symbolCache.get(key)
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0)
    symbol = parts.find((p) => p.type === 'currency')?.value ?? currency
    symbolCache.set(key, symbol)
  }
  return symbol
}

/** The store's money format from its settings, with the spec §9 defaults (USD, en-US, before, 2). */
export function moneyFormatFromSettings(settings: Record<string, unknown> | null | undefined): MoneyFormat {
  const text = (key: string, fallback: string) => {
    const value = settings?.[key]
    return typeof value === 'string' && value ? value : fallback
  }
  const decimals = Number.parseInt(text('decimalPlaces', '2'), 10)
  return {
    locale: text('locale', 'en-US'),
    currencyCode: text('currencyCode', 'USD'),
    decimalPlaces: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 2,
    symbolPlacement: text('symbolPlacement', 'before') === 'after' ? 'after' : 'before',
  }
}
