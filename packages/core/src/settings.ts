/** spec §3: stored settings are strings; 'true' and 'false' reach the browser as booleans. */
export function settingValueForWire(value: string): string | boolean {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
}

/** spec §9 defaults, used when the owner has not set them. */
export const SETTING_DEFAULTS = {
  locale: 'en-US',
  currencyCode: 'USD',
  decimalPlaces: '2',
  symbolPlacement: 'before',
  globalStoreEnable: 'true',
} as const

/**
 * The owner's setting: 'true' leaves products sold out at the shopper's branch out of listings,
 * product blocks and search; unset or 'false' shows them after the rest (decision 0039). Their pages,
 * carts and wishlists still show them, as sold out.
 */
export const HIDE_SOLD_OUT_SETTING = 'hide_sold_out_products'
