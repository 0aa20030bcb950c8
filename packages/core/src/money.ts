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
  const number = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major)
  const symbol = currencySymbol(format.locale, format.currencyCode)
  return format.symbolPlacement === 'after' ? `${number}${symbol}` : `${symbol}${number}`
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
