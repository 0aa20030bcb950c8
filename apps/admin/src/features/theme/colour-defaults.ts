import { DEFAULT_STAR_COLOR, isThemeColor, themeVariables } from '@store/core/browser'

export type ColourKey = 'storeBgColor' | 'storeTextOnBgColor' | 'storeTextColor' | 'plugin_product_reviews_star_color'

/** The storefront's CSS variable each theme colour becomes (core's themeVariables, decision 0038). */
const VARIABLE = { storeBgColor: '--store-bg', storeTextOnBgColor: '--store-text-on-bg', storeTextColor: '--store-text' } as const

/**
 * What the storefront draws for a colour the owner has not set: the same functions it draws with
 * (core's themeVariables and DEFAULT_STAR_COLOR), so the screen shows the colour shoppers see, never
 * the colour input's own black. Text on the store colour defaults to white or black, whichever reads
 * better on the store colour of the moment.
 */
export function defaultColour(key: ColourKey, draft: Record<string, string>): string {
  if (key === 'plugin_product_reviews_star_color') return DEFAULT_STAR_COLOR
  return themeVariables({ ...draft, [key]: undefined })[VARIABLE[key]]!
}

/** The stars' colour shoppers see: the owner's when it is a colour, else the default (as the storefront's useStarColor). */
export const starColour = (draft: Record<string, string>): string =>
  isThemeColor(draft.plugin_product_reviews_star_color) ? draft.plugin_product_reviews_star_color! : DEFAULT_STAR_COLOR
