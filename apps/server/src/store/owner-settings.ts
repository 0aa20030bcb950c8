import {
  CLOSED_MESSAGE_SETTING,
  HIDE_SOLD_OUT_SETTING,
  isThemeColor,
  MONEY_STYLE_SETTING,
  STORE_PLUGINS,
  STORE_TYPES,
  TIMEZONE_OFFSET_SETTING,
  TIMEZONE_SETTING,
} from '@store/core'

const trueOrFalse = (v: unknown) => (v === true || v === false || v === 'true' || v === 'false' ? null : 'must be true or false')

/** Settings the server computes with are checked when written, so a typo cannot break carts. */
export const SETTING_CHECKS: Record<string, (value: unknown) => string | null> = {
  tax_rate_bp: (v) =>
    Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 10_000 ? null : 'must be a whole number of basis points from 0 to 10000',
  prices_include_tax: trueOrFalse,
  [HIDE_SOLD_OUT_SETTING]: trueOrFalse,
  decimalPlaces: (v) => (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 4 ? null : 'must be 0 to 4'),
  // Prices are written with these; a value Intl refuses would break every page.
  locale: (v) => (intlAccepts(() => new Intl.NumberFormat(String(v))) ? null : 'must be a locale such as en-US'),
  currencyCode: (v) =>
    /^[A-Z]{3}$/.test(String(v)) && intlAccepts(() => new Intl.NumberFormat('en', { style: 'currency', currency: String(v) }))
      ? null
      : 'must be a currency code such as USD',
  // Minutes a shopper may cancel a placed order (0 = never; a day at most).
  order_cancel_window_minutes: (v) =>
    Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 1440 ? null : 'must be 0 to 1440 minutes',
  // Opening hours are read in it (decision 0057); a name Intl refuses would refuse every order.
  [TIMEZONE_SETTING]: (v) =>
    intlAccepts(() => new Intl.DateTimeFormat('en', { timeZone: String(v) })) ? null : 'must be a time zone such as Asia/Kolkata',
  [CLOSED_MESSAGE_SETTING]: (v) => (String(v).trim().length <= 300 ? null : 'must be at most 300 characters'),
  [MONEY_STYLE_SETTING]: () => 'is worked out by the store from locale and currencyCode',
  [TIMEZONE_OFFSET_SETTING]: () => 'is worked out by the store from timezone',
  // spec §1: the closed screen shows while this is 'false'.
  globalStoreEnable: trueOrFalse,
  store_type: (v) => (STORE_TYPES.includes(v as never) ? null : `must be one of ${STORE_TYPES.join(', ')}`),
  symbolPlacement: (v) => (v === 'before' || v === 'after' ? null : 'must be before or after'),
  ...Object.fromEntries(
    ['storeBgColor', 'storeTextOnBgColor', 'storeTextColor', 'plugin_product_reviews_star_color'].map((key) => [
      key,
      (v: unknown) => (isThemeColor(v) ? null : 'must be a colour such as #1f2937'),
    ]),
  ),
  // spec §1's plugins: each flag is true or false, each field what its vendor issues (or empty to clear it).
  ...Object.fromEntries(STORE_PLUGINS.map((p) => [p.setting, trueOrFalse])),
  ...Object.fromEntries(
    STORE_PLUGINS.flatMap((p) => p.fields).map((f) => [
      f.key,
      (v: unknown) =>
        v === '' || new RegExp(f.pattern).test(String(v)) ? null : `must be ${f.hint.charAt(0).toLowerCase()}${f.hint.slice(1)}`,
    ]),
  ),
  additional_fees: (v) => {
    try {
      const fees: unknown = JSON.parse(String(v))
      const ok =
        Array.isArray(fees) &&
        fees.every((f) => f && typeof f.name === 'string' && f.name.length > 0 && Number.isInteger(f.amount) && f.amount >= 0)
      return ok ? null : 'must be a JSON list of { "name": text, "amount": whole minor units }'
    } catch {
      return 'must be valid JSON'
    }
  },
}

/**
 * Settings that decide which products listings show: writing one moves cache-products too, so every
 * cached listing, search and get-data answer is read again (decision 0039).
 */
export const LISTING_SETTINGS: readonly string[] = [HIDE_SOLD_OUT_SETTING]

function intlAccepts(make: () => unknown): boolean {
  try {
    make()
    return true
  } catch {
    return false
  }
}
