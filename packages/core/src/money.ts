export interface MoneyFormat {
  locale: string
  currencyCode: string
  decimalPlaces: number
  symbolPlacement: 'before' | 'after'
  /** How the locale writes numbers, when already known (the server sends it with the settings). */
  style?: NumberStyle
}

/**
 * How a locale writes numbers, and the currency's symbol — everything formatting needs, as plain
 * data. It is worked out with Intl, but a browser's first Intl.NumberFormat costs ~17 ms of main
 * thread (~70 ms on a mid-range phone) while it loads locale data, right in the middle of the first
 * render. So the server works it out and sends it with the settings (`money_style`), and formatting
 * itself is plain string work.
 */
export interface NumberStyle {
  /** The locale's digits for 0–9 (most locales: 0123456789). */
  digits: string[]
  group: string
  decimal: string
  minus: string
  /** The size of the last digit group and of every group before it: 3 and 3 (en-US), 3 and 2 (en-IN). */
  primaryGroup: number
  secondaryGroup: number
  /** Fewest digits in front of the last group before grouping starts: 1 ("1,234"), or 2 (es-ES "1234" but "12.345"). */
  minGroupingDigits: number
  symbol: string
}

/**
 * Formats an integer amount of minor units (spec §5): whole amounts show no decimals,
 * others show the configured number of decimals; the symbol goes before or after.
 */
export function formatMoney(minor: number, format: MoneyFormat, options: { forceDecimals?: number } = {}): string {
  const style = format.style ?? numberStyle(format.locale, format.currencyCode)
  const scale = 10 ** format.decimalPlaces
  const digits = options.forceDecimals ?? (minor % scale === 0 ? 0 : format.decimalPlaces)
  const number = formatNumber(minor, format.decimalPlaces, digits, style)
  return format.symbolPlacement === 'after' ? `${number}${style.symbol}` : `${style.symbol}${number}`
}

/** `minor` has `decimals` decimal places; written with `digits` of them, rounding half away from zero (as Intl does). */
function formatNumber(minor: number, decimals: number, digits: number, style: NumberStyle): string {
  let units = Math.abs(minor)
  if (digits < decimals) {
    const step = 10 ** (decimals - digits)
    units = Math.floor((units + step / 2) / step)
  } else if (digits > decimals) {
    units *= 10 ** (digits - decimals)
  }
  const text = String(units).padStart(digits + 1, '0')
  const whole = group(text.slice(0, text.length - digits), style)
  const fraction = digits > 0 ? style.decimal + text.slice(text.length - digits) : ''
  const written = (whole + fraction).replace(/[0-9]/g, (d) => style.digits[Number(d)]!)
  return minor < 0 && units > 0 ? style.minus + written : written
}

function group(whole: string, style: NumberStyle): string {
  if (!style.group || whole.length < style.primaryGroup + style.minGroupingDigits) return whole
  const groups = [whole.slice(-style.primaryGroup)]
  let rest = whole.slice(0, -style.primaryGroup)
  while (rest.length > style.secondaryGroup) {
    groups.unshift(rest.slice(-style.secondaryGroup))
    rest = rest.slice(0, -style.secondaryGroup)
  }
  if (rest) groups.unshift(rest)
  return groups.join(style.group)
}

const styles = new Map<string, NumberStyle>()

/** The locale's number style and the currency's symbol, worked out with Intl once per pair. */
export function numberStyle(locale: string, currencyCode: string): NumberStyle {
  const key = `${locale}|${currencyCode}`
  let style = styles.get(key)
  if (!style) styles.set(key, (style = readNumberStyle(locale, currencyCode)))
  return style
}

function readNumberStyle(locale: string, currencyCode: string): NumberStyle {
  const numbers = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const parts = numbers.formatToParts(-1234567890.5)
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback
  const groups = parts.filter((p) => p.type === 'integer').map((p) => p.value.length)
  const plain = new Intl.NumberFormat(locale, { useGrouping: false })
  const primaryGroup = groups.at(-1) ?? 3
  return {
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    group: groups.length > 1 ? part('group', ',') : '',
    decimal: part('decimal', '.'),
    // Everything in front of the digits of a negative number: "-", or a direction mark and "-" (ar-EG).
    minus:
      parts
        .slice(
          0,
          parts.findIndex((p) => p.type === 'integer'),
        )
        .map((p) => p.value)
        .join('') || '-',
    primaryGroup,
    secondaryGroup: groups.length > 2 ? groups.at(-2)! : primaryGroup,
    minGroupingDigits: numbers.formatToParts(10 ** primaryGroup).some((p) => p.type === 'group') ? 1 : 2,
    symbol: currencySymbol(locale, currencyCode),
  }
}

function currencySymbol(locale: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0)
    return parts.find((p) => p.type === 'currency')?.value ?? currency
  } catch {
    return currency // an unknown currency code still prints, as its code
  }
}

/** The store's money format from its settings, with the spec §9 defaults (USD, en-US, before, 2). */
export function moneyFormatFromSettings(settings: Record<string, unknown> | null | undefined): MoneyFormat {
  const text = (key: string, fallback: string) => {
    const value = settings?.[key]
    return typeof value === 'string' && value ? value : fallback
  }
  const decimals = Number.parseInt(text('decimalPlaces', '2'), 10)
  const style = parseNumberStyle(settings?.money_style)
  return {
    locale: text('locale', 'en-US'),
    currencyCode: text('currencyCode', 'USD'),
    decimalPlaces: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 2,
    symbolPlacement: text('symbolPlacement', 'before') === 'after' ? 'after' : 'before',
    ...(style ? { style } : {}),
  }
}

/** The settings key the server fills with the store's number style (never set by the owner). */
export const MONEY_STYLE_SETTING = 'money_style'

/** The number style a settings object carries, for the store's locale and currency. */
export function moneyStyleSetting(settings: Record<string, unknown>): string {
  const format = moneyFormatFromSettings({ ...settings, money_style: undefined })
  return JSON.stringify(numberStyle(format.locale, format.currencyCode))
}

// Every price on a page reads the format; parse the same text once.
let lastStyleText: unknown
let lastStyle: NumberStyle | undefined
function parseNumberStyle(text: unknown): NumberStyle | undefined {
  if (typeof text !== 'string') return undefined
  if (text !== lastStyleText) {
    lastStyleText = text
    lastStyle = undefined
    try {
      const parsed = JSON.parse(text) as NumberStyle
      const valid =
        Array.isArray(parsed.digits) &&
        parsed.digits.length === 10 &&
        [parsed.group, parsed.decimal, parsed.minus, parsed.symbol].every((s) => typeof s === 'string') &&
        [parsed.primaryGroup, parsed.secondaryGroup, parsed.minGroupingDigits].every((n) => Number.isInteger(n) && n > 0)
      lastStyle = valid ? parsed : undefined
    } catch {
      // A malformed style falls back to working it out with Intl.
    }
  }
  return lastStyle
}

/** The store's one way to write a day, on every screen and in every sentence the server writes: "12 Mar 2026". */
export const DATE_STYLE = { day: 'numeric', month: 'short', year: 'numeric' } as const

export function formatDay(when: string | Date, locale: string): string {
  return new Date(when).toLocaleDateString(locale, DATE_STYLE)
}
