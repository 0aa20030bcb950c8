import { DEFAULT_STAR_COLOR } from '@store/core/browser'
import { useSettingText } from '../../lib/settings.ts'

const COLOR = /^#[0-9a-f]{3,8}$/i
/** The colour of an empty star and of a bar's track. */
export const EMPTY_COLOR = '#d1d5db'

/**
 * The owner's star colour, or the default when unset or
 * not a colour. Drawn as SVG `fill` attributes: presentation attributes are not inline styles, so the
 * server-rendered product page needs no 'unsafe-inline' for them (decision 0011).
 */
export function useStarColor(): string {
  const value = useSettingText('plugin_product_reviews_star_color')
  return COLOR.test(value) ? value : DEFAULT_STAR_COLOR
}
