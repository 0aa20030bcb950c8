import { Type, type Static } from 'typebox'
import { Image } from './common.ts'

export const CACHE_KEYS = ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products', 'cache-pages'] as const
export type CacheKey = (typeof CACHE_KEYS)[number]
/** spec §7 cache-info: one version per shopper-facing cache key. */
export const CacheInfo = Type.Object(
  Object.fromEntries(CACHE_KEYS.map((key) => [key, Type.Integer()])) as Record<CacheKey, ReturnType<typeof Type.Integer>>,
)
export type CacheInfo = Record<CacheKey, number>

export const OpeningHours = Type.Object({
  day: Type.Union([
    Type.Literal('mon'),
    Type.Literal('tue'),
    Type.Literal('wed'),
    Type.Literal('thu'),
    Type.Literal('fri'),
    Type.Literal('sat'),
    Type.Literal('sun'),
  ]),
  open: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 }),
  close: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 }),
})

export const Branch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  pincodes: Type.Array(Type.String()),
  opening_hours: Type.Array(OpeningHours),
  is_open: Type.Boolean(),
  /** Whether the checkout offers pickup at this branch. */
  offers_pickup: Type.Boolean(),
})
export type Branch = Static<typeof Branch>

export const LINK_TYPES = ['PRODUCT', 'CATEGORY', 'NO_LINK', 'CUSTOM'] as const
export const Banner = Type.Object({
  id: Type.Integer(),
  image: Image,
  title: Type.String(),
  link_type: Type.Union([Type.Literal('PRODUCT'), Type.Literal('CATEGORY'), Type.Literal('NO_LINK'), Type.Literal('CUSTOM')]),
  /** Slug of the product or category for PRODUCT and CATEGORY links. */
  link_slug: Type.Union([Type.String(), Type.Null()]),
  data: Type.Object({ custom_url: Type.Union([Type.String(), Type.Null()]) }),
})
export type Banner = Static<typeof Banner>

/** spec §2 home layout block codes, plus the special entries. */
export const BLOCK_CODES = [
  'banner_slider',
  'search_block',
  'categories_grid',
  'categories_horizontal_strip',
  'products_display',
  'product_horizontal_strip',
  'slider_centered',
  'static_banner',
  'custom_html_block',
  'top_nav',
  'bottom_nav',
  'products_infinite_scroll',
] as const

export const LayoutEntry = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  type: Type.Union([Type.Literal('designElement'), Type.Literal('plugin')]),
  /** Block content, with referenced banners, categories and products expanded for the first paint. */
  data: Type.Record(Type.String(), Type.Unknown()),
  settings: Type.Record(Type.String(), Type.Unknown()),
  position: Type.Integer(),
  uniqueId: Type.Union([Type.String(), Type.Null()]),
})
export type LayoutEntry = Static<typeof LayoutEntry>

/** Site settings on the wire: the stored strings 'true'/'false' become booleans (spec §3). */
export const SiteSettings = Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean()]))
export type SiteSettings = Static<typeof SiteSettings>

export const Bootstrap = Type.Object({
  layout: Type.Array(LayoutEntry),
  settings: SiteSettings,
  branches: Type.Array(Branch),
  selected_branch: Type.Union([Branch, Type.Null()]),
})
export type Bootstrap = Static<typeof Bootstrap>

export const PageSummary = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })
export type PageSummary = Static<typeof PageSummary>
export const ContentPage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  /** Owner-written HTML; shoppers never write it. */
  content: Type.String(),
  /** The owner's title and description for the head (spec §3); empty: the title and the start of the content. */
  seo_title: Type.String(),
  seo_description: Type.String(),
})
export type ContentPage = Static<typeof ContentPage>
