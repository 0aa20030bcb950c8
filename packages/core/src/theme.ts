/**
 * The store's colours as CSS variables, adjusted so every pairing the storefront draws keeps WCAG AA
 * contrast (4.5:1 for text) whatever the owner picks (decision 0038). The server inlines them in the
 * first HTML, and the browser sets them when settings change: one function for both.
 *
 * - `--store-bg`: the owner's brand colour, as chosen: the header's and buttons' background.
 * - `--store-text-on-bg`: the owner's text colour on it when it reads at 4.5:1, else white or black,
 *   whichever reads better (one of them always reaches 4.58:1).
 * - `--store-bg-ink`: the brand colour for text, icons and lines on the page: the brand itself when it
 *   reads at 4.5:1 even on its 20% tint, else the brand darkened until it does.
 * - `--store-text`: the page's text colour when it reads at 4.5:1 on white, else near-black.
 */
export interface ThemeColors {
  storeBgColor?: unknown
  storeTextOnBgColor?: unknown
  storeTextColor?: unknown
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i
const DEFAULT_BG = '#1f2937'
const DEFAULT_TEXT = '#111827'
const AA = 4.5

type Rgb = [number, number, number]

function parse(value: unknown): Rgb | null {
  if (typeof value !== 'string' || !HEX.test(value)) return null
  const hex = value.length <= 5 ? [...value.slice(1, 4)].map((c) => c + c).join('') : value.slice(1, 7)
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parse(a)!), luminance(parse(b)!)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `share` of `color` over white, as CSS's color-mix(in srgb, color share, white) computes it. */
const tint = (rgb: Rgb, share: number): Rgb => rgb.map((c) => c * share + 255 * (1 - share)) as Rgb
const darken = (rgb: Rgb, by: number): Rgb => rgb.map((c) => c * (1 - by)) as Rgb

export function themeVariables(settings: ThemeColors): Record<string, string> {
  const bg = parse(settings.storeBgColor) ?? parse(DEFAULT_BG)!
  const bgHex = toHex(bg)
  const chosenOnBg = parse(settings.storeTextOnBgColor)
  const onBg =
    chosenOnBg && contrastRatio(toHex(chosenOnBg), bgHex) >= AA
      ? toHex(chosenOnBg)
      : contrastRatio('#ffffff', bgHex) >= contrastRatio('#000000', bgHex)
        ? '#ffffff'
        : '#000000'
  const palest = toHex(tint(bg, 0.2))
  let ink = bg
  for (let by = 0.05; contrastRatio(toHex(ink), palest) < AA && by <= 1; by += 0.05) ink = darken(bg, by)
  const text = parse(settings.storeTextColor)
  return {
    '--store-bg': bgHex,
    '--store-text-on-bg': onBg,
    '--store-bg-ink': toHex(ink),
    '--store-text': text && contrastRatio(toHex(text), '#ffffff') >= AA ? toHex(text) : DEFAULT_TEXT,
  }
}

/** spec §9: the brand's tints the storefront draws surfaces with (`--store-bg-5` … `--store-bg-20`). */
export const THEME_TINTS = [5, 10, 15, 20] as const

/** The brand at `percent`% over white, as the storefront's color-mix() draws it; null for a colour that is not #hex. */
export function themeTint(color: unknown, percent: number): string | null {
  const rgb = parse(color)
  return rgb && toHex(tint(rgb, percent / 100))
}

/** A text colour the owner chose that fails WCAG AA (4.5:1) where the storefront draws it. */
export interface ContrastWarning {
  /** The setting whose colour fails. */
  setting: 'storeTextOnBgColor' | 'storeTextColor'
  foreground: string
  background: string
  ratio: number
  /** What the storefront draws instead (decision 0038), so the owner knows what shoppers see. */
  replacement: string
}

/**
 * The owner's text colours that fail AA contrast on their background: the text on the brand colour,
 * and the page's text on white. The storefront already swaps them (themeVariables, decision 0038);
 * the owner app warns with this, so the owner sees why their colour is not the one shown.
 */
export function contrastWarnings(settings: ThemeColors): ContrastWarning[] {
  const vars = themeVariables(settings)
  const warnings: ContrastWarning[] = []
  const onBg = parse(settings.storeTextOnBgColor)
  const bg = vars['--store-bg']!
  if (onBg && contrastRatio(toHex(onBg), bg) < AA)
    warnings.push({
      setting: 'storeTextOnBgColor',
      foreground: toHex(onBg),
      background: bg,
      ratio: contrastRatio(toHex(onBg), bg),
      replacement: vars['--store-text-on-bg']!,
    })
  const text = parse(settings.storeTextColor)
  if (text && contrastRatio(toHex(text), '#ffffff') < AA)
    warnings.push({
      setting: 'storeTextColor',
      foreground: toHex(text),
      background: '#ffffff',
      ratio: contrastRatio(toHex(text), '#ffffff'),
      replacement: vars['--store-text']!,
    })
  return warnings
}

/** A colour setting's value: #rgb or #rrggbb (with alpha allowed, as the storefront reads it). */
export const isThemeColor = (value: unknown): boolean => parse(value) !== null
