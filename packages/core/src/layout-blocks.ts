/**
 * The home layout's entries (spec §2 "Home layout blocks", spec §3 "Layout entry", "Banner"): which
 * codes exist, the data and settings each takes, and one check the owner's editor runs before it
 * sends and the server runs again before it writes (decision 0083). Plain functions: the admin
 * imports them from '@store/core/browser'.
 */

/** spec §1's plugins, by the code the storefront's plugin registry loads them with. */
export const PLUGIN_CODES = [
  'plugin_whatsapp_chat',
  'plugin_analytics',
  'plugin_wheel_of_popups',
  'plugin_social_proof',
  'plugin_tawk_chat',
  'plugin_crisp_chat',
  'plugin_cookie_consent',
] as const

export const BANNER_LINK_TYPES = ['PRODUCT', 'CATEGORY', 'NO_LINK', 'CUSTOM'] as const
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number]
export const BOTTOM_NAV_ITEMS = ['home', 'search', 'cart', 'account'] as const

/** Limits the editor shows and the check holds. */
export const LAYOUT_LIMITS = {
  entries: 200,
  title: 120,
  placeholder: 100,
  html: 20_000,
  slides: 20,
  picks: 50,
  url: 2000,
  alt: 300,
} as const

/** A slide the owner made in the editor: kept in the entry itself, so a draft holds all of it. */
export interface LayoutSlide {
  image: { url: string; width: number; height: number; alt?: string }
  title?: string
  link_type: BannerLinkType
  /** The product's or the category's id for PRODUCT and CATEGORY links. */
  link_id?: number
  /** Where a CUSTOM link goes: a path of this store or an http(s) address. */
  custom_url?: string
}

export interface LayoutEntryInput {
  code: string
  type: 'designElement' | 'plugin'
  data?: Record<string, unknown>
  settings?: Record<string, unknown>
  uniqueId?: string | null
}

export interface LayoutProblem {
  path: string
  message: string
}

/** An id or slug an entry names, which must exist in the catalogue (checked by the server). */
export interface LayoutRef {
  kind: 'product' | 'category' | 'category_slug' | 'banner'
  value: number | string
  path: string
}

type Rule = (value: unknown, path: string, out: Check) => void
interface Check {
  problems: LayoutProblem[]
  refs: LayoutRef[]
}

const problem = (out: Check, path: string, message: string) => void out.problems.push({ path, message })
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
const MAX_ID = 2_147_483_647

const text =
  (max: number): Rule =>
  (v, path, out) => {
    if (typeof v !== 'string') problem(out, path, 'must be text')
    else if (v.length > max) problem(out, path, `must be at most ${max} characters`)
  }
const whole =
  (min: number, max: number): Rule =>
  (v, path, out) => {
    if (!isInt(v, min, max)) problem(out, path, `must be a whole number from ${min} to ${max}`)
  }
const flag: Rule = (v, path, out) => {
  if (typeof v !== 'boolean') problem(out, path, 'must be true or false')
}
const idList =
  (kind: LayoutRef['kind'], max: number): Rule =>
  (v, path, out) => {
    if (!Array.isArray(v)) return problem(out, path, 'must be a list of ids')
    if (v.length > max) return problem(out, path, `must name at most ${max}`)
    v.forEach((id, i) => {
      if (!isInt(id, 1, MAX_ID)) problem(out, `${path}/${i}`, 'must be an id (a whole number from 1)')
      else out.refs.push({ kind, value: id, path: `${path}/${i}` })
    })
  }
const slugRef: Rule = (v, path, out) => {
  if (typeof v !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) || v.length > 200) problem(out, path, 'must be a category slug')
  else out.refs.push({ kind: 'category_slug', value: v, path })
}
const choices =
  (allowed: readonly string[]): Rule =>
  (v, path, out) => {
    if (!Array.isArray(v) || v.length > allowed.length) return problem(out, path, `must be a list of ${allowed.join(', ')}`)
    v.forEach((item, i) => {
      if (typeof item !== 'string' || !allowed.includes(item)) problem(out, `${path}/${i}`, `must be one of ${allowed.join(', ')}`)
    })
  }
const isUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= LAYOUT_LIMITS.url && (/^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)\S*$/.test(v))

/** One slide: its picture, title and link (spec §3 Banner: PRODUCT, CATEGORY, NO_LINK, CUSTOM). */
const slide: Rule = (v, path, out) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return problem(out, path, 'must be a slide')
  const s = v as Record<string, unknown>
  for (const key of Object.keys(s))
    if (!['image', 'title', 'link_type', 'link_id', 'custom_url'].includes(key)) problem(out, `${path}/${key}`, 'is not a field of a slide')
  const image = s.image as Record<string, unknown> | undefined
  if (!image || typeof image !== 'object') problem(out, `${path}/image`, 'is required: upload a picture')
  else {
    if (!isUrl(image.url)) problem(out, `${path}/image/url`, 'must be a picture address')
    if (!isInt(image.width, 1, 10_000)) problem(out, `${path}/image/width`, 'must be a whole number from 1 to 10000')
    if (!isInt(image.height, 1, 10_000)) problem(out, `${path}/image/height`, 'must be a whole number from 1 to 10000')
    if (image.alt !== undefined) text(LAYOUT_LIMITS.alt)(image.alt, `${path}/image/alt`, out)
    for (const key of Object.keys(image))
      if (!['url', 'width', 'height', 'alt'].includes(key)) problem(out, `${path}/image/${key}`, 'is not a field of a picture')
  }
  if (s.title !== undefined) text(LAYOUT_LIMITS.title)(s.title, `${path}/title`, out)
  if (!BANNER_LINK_TYPES.includes(s.link_type as BannerLinkType)) {
    return problem(out, `${path}/link_type`, `must be one of ${BANNER_LINK_TYPES.join(', ')}`)
  }
  if (s.link_type === 'PRODUCT' || s.link_type === 'CATEGORY') {
    if (!isInt(s.link_id, 1, MAX_ID))
      problem(out, `${path}/link_id`, `is required: choose the ${s.link_type === 'PRODUCT' ? 'product' : 'category'}`)
    else out.refs.push({ kind: s.link_type === 'PRODUCT' ? 'product' : 'category', value: s.link_id, path: `${path}/link_id` })
  } else if (s.link_id !== undefined) problem(out, `${path}/link_id`, `is only for PRODUCT and CATEGORY links`)
  if (s.link_type === 'CUSTOM') {
    if (!isUrl(s.custom_url)) problem(out, `${path}/custom_url`, 'is required: a path of this store (/…) or an https:// address')
  } else if (s.custom_url !== undefined) problem(out, `${path}/custom_url`, 'is only for CUSTOM links')
}
const slides =
  (max: number): Rule =>
  (v, path, out) => {
    if (!Array.isArray(v)) return problem(out, path, 'must be a list of slides')
    if (v.length > max) return problem(out, path, `must have at most ${max} ${max === 1 ? 'slide' : 'slides'}`)
    v.forEach((item, i) => slide(item, `${path}/${i}`, out))
  }

interface Shape {
  label: string
  data: Record<string, Rule>
  settings: Record<string, Rule>
}
const title = text(LAYOUT_LIMITS.title)
const slider = { autoplay_ms: whole(1000, 20_000), speed_ms: whole(100, 3000) }
const bannerData = (max: number) => ({ title, banner_ids: idList('banner', max), slides: slides(max) })
const categoryData = { title, category_ids: idList('category', LAYOUT_LIMITS.picks), limit: whole(1, LAYOUT_LIMITS.picks) }
const productData = {
  title,
  product_ids: idList('product', LAYOUT_LIMITS.picks),
  category_slug: slugRef,
  limit: whole(1, LAYOUT_LIMITS.picks),
}

/** spec §2's blocks and special entries, with the words the owner's editor names them by. */
const SHAPES: Record<string, Shape> = {
  top_nav: { label: 'Top bar', data: { show_search: flag }, settings: {} },
  banner_slider: { label: 'Banner slider', data: bannerData(LAYOUT_LIMITS.slides), settings: slider },
  search_block: { label: 'Search bar', data: { placeholder: text(LAYOUT_LIMITS.placeholder) }, settings: {} },
  categories_grid: { label: 'Categories grid', data: categoryData, settings: {} },
  categories_horizontal_strip: { label: 'Categories strip', data: categoryData, settings: {} },
  products_display: { label: 'Products grid', data: productData, settings: {} },
  product_horizontal_strip: { label: 'Products strip', data: productData, settings: {} },
  slider_centered: { label: 'Centred slider', data: bannerData(LAYOUT_LIMITS.slides), settings: slider },
  static_banner: { label: 'Single banner', data: bannerData(1), settings: {} },
  custom_html_block: { label: 'Your own text (HTML)', data: { html: text(LAYOUT_LIMITS.html) }, settings: {} },
  products_infinite_scroll: { label: 'All products, endless list', data: { title, per_page: whole(4, 48) }, settings: {} },
  bottom_nav: { label: 'Bottom bar', data: { items: choices(BOTTOM_NAV_ITEMS) }, settings: {} },
}
const PLUGIN_LABELS: Record<(typeof PLUGIN_CODES)[number], string> = {
  plugin_whatsapp_chat: 'Chat on WhatsApp',
  plugin_analytics: 'Analytics',
  plugin_wheel_of_popups: 'Wheel of offers',
  plugin_social_proof: 'Recent purchases nudge',
  plugin_tawk_chat: 'Live chat (Tawk)',
  plugin_crisp_chat: 'Live chat (Crisp)',
  plugin_cookie_consent: 'Cookie consent banner',
}

export const DESIGN_ELEMENT_CODES: readonly string[] = Object.keys(SHAPES)

/** Every entry the owner may add, in the editor's menu order. */
export const LAYOUT_CHOICES: readonly { code: string; type: 'designElement' | 'plugin'; label: string }[] = [
  ...DESIGN_ELEMENT_CODES.map((code) => ({ code, type: 'designElement' as const, label: SHAPES[code]!.label })),
  ...PLUGIN_CODES.map((code) => ({ code, type: 'plugin' as const, label: PLUGIN_LABELS[code] })),
]

/** The owner's words for an entry ("Banner slider"), or its code when it is none of ours. */
export function layoutEntryLabel(code: string): string {
  return SHAPES[code]?.label ?? PLUGIN_LABELS[code as keyof typeof PLUGIN_LABELS] ?? code
}

function checkFields(fields: Record<string, unknown> | undefined, rules: Record<string, Rule>, path: string, code: string, out: Check) {
  if (fields === undefined) return
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return problem(out, path, 'must be an object')
  for (const [key, value] of Object.entries(fields)) {
    const rule = rules[key]
    if (!rule) problem(out, `${path}/${key}`, `is not a field of ${layoutEntryLabel(code)}`)
    else if (value !== undefined) rule(value, `${path}/${key}`, out)
  }
}

/**
 * Every problem of a layout, each with its path (`entries/2/data/slides/0/link_id`), and the ids
 * and slugs it names. Unknown fields are problems: a typo never silently does nothing.
 */
export function checkLayoutEntries(entries: readonly LayoutEntryInput[]): Check {
  const out: Check = { problems: [], refs: [] }
  if (entries.length > LAYOUT_LIMITS.entries) problem(out, 'entries', `must have at most ${LAYOUT_LIMITS.entries} entries`)
  const chrome = new Map<string, number>()
  entries.forEach((entry, i) => {
    const path = `entries/${i}`
    if (entry.type === 'plugin') {
      if (!(PLUGIN_CODES as readonly string[]).includes(entry.code))
        return problem(out, `${path}/code`, `must be one of the plugins ${PLUGIN_CODES.join(', ')}`)
      checkFields(entry.data, {}, `${path}/data`, entry.code, out)
      checkFields(entry.settings, {}, `${path}/settings`, entry.code, out)
      return
    }
    const shape = SHAPES[entry.code]
    if (!shape) return problem(out, `${path}/code`, `must be one of ${DESIGN_ELEMENT_CODES.join(', ')}`)
    if (entry.code === 'top_nav' || entry.code === 'bottom_nav') {
      if (chrome.has(entry.code)) problem(out, `${path}/code`, `appears twice: a page has one ${shape.label.toLowerCase()}`)
      chrome.set(entry.code, i)
    }
    checkFields(entry.data, shape.data, `${path}/data`, entry.code, out)
    checkFields(entry.settings, shape.settings, `${path}/settings`, entry.code, out)
  })
  return out
}

/** "Entry 3 (Banner slider): slide 1's link_id is required…", for a 422's message and the editor. */
export function layoutProblemText(entries: readonly LayoutEntryInput[], p: LayoutProblem): string {
  const match = /^entries\/(\d+)(?:\/(.*))?$/.exec(p.path)
  if (!match) return `${p.path} ${p.message}`
  const entry = entries[Number(match[1])]
  const field = match[2] ? match[2].replace(/^(data|settings)\//, '').replace(/\//g, ' › ') : 'entry'
  return `Entry ${Number(match[1]) + 1} (${layoutEntryLabel(entry?.code ?? '')}): ${field} ${p.message}`
}

/** The storefront's query parameter that carries the editor's preview token (`/?preview=…`, decision 0083). */
export const LAYOUT_PREVIEW_PARAM = 'preview'
