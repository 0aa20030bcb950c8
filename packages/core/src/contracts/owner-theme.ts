import { Type, type Static } from 'typebox'
import { defineEndpoints } from './define.ts'
import { SEO_AFFIX_KEYS } from '../head.ts'

const tags = ['admin'] as const

/** The logo upload's multipart field and its size limit (decision 0086). */
export const BRAND_FIELD = 'logo'
export const BRAND_MAX_BYTES = 5 * 1024 * 1024

const Color = Type.String({ maxLength: 7, pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', description: '#rgb or #rrggbb' })
const Line = (maxLength: number) => Type.String({ maxLength })
/** A picture: one of the store's own paths, or an https URL. */
const Picture = Type.String({ maxLength: 2000, pattern: '^(|/[^/].*|https://.+)$' })

const themeFields = {
  storeName: Type.String({ minLength: 1, maxLength: 100 }),
  storeBgColor: Color,
  storeTextOnBgColor: Color,
  storeTextColor: Color,
  plugin_product_reviews_star_color: Color,
  logo: Picture,
  og_image: Picture,
  seo_meta_title: Line(120),
  seo_meta_description: Line(300),
  general_title_prefix: Line(60),
  ...Object.fromEntries(SEO_AFFIX_KEYS.map((key) => [key, Line(key.includes('description') ? 120 : 60)])),
  /** The footer snippet (spec §2): HTML, sanitised by the owner-HTML allow-list when saved (decision 0082). */
  powered_by_zepio: Line(5000),
} as Record<string, ReturnType<typeof Line>>

/** The theme and identity settings, every one optional: only the keys sent change. */
export const ThemeInput = Type.Object(
  Object.fromEntries(Object.entries(themeFields).map(([key, schema]) => [key, Type.Optional(schema)])),
  { additionalProperties: false },
)
export type ThemeInput = Partial<Record<ThemeKey, string>>
export const THEME_KEYS = Object.keys(themeFields) as ThemeKey[]
export type ThemeKey =
  | 'storeName'
  | 'storeBgColor'
  | 'storeTextOnBgColor'
  | 'storeTextColor'
  | 'plugin_product_reviews_star_color'
  | 'logo'
  | 'og_image'
  | 'seo_meta_title'
  | 'seo_meta_description'
  | 'general_title_prefix'
  | (typeof SEO_AFFIX_KEYS)[number]
  | 'powered_by_zepio'

/**
 * The theme as stored (unset keys are ""), with the icon links the storefront's head carries and the
 * social card made with the current logo ("" when the logo is no upload), which og_image may point at.
 */
export const OwnerTheme = Type.Object({
  settings: Type.Record(Type.String(), Type.String()),
  icons: Type.Array(Type.Object({ size: Type.Integer(), href: Type.String() })),
  socialCard: Type.String(),
})
export type OwnerTheme = Static<typeof OwnerTheme>

export const ThemeSaved = Type.Object({
  ok: Type.Boolean(),
  /** What the allow-list took out of the footer snippet, one phrase each (decision 0082); empty when nothing. */
  removed: Type.Array(Type.String()),
})
export type ThemeSaved = Static<typeof ThemeSaved>

const BrandImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() })

/** What one logo upload made (decision 0086): the header logo, every icon size, the social card. */
export const BrandUploaded = Type.Object({
  logo: BrandImage,
  icons: Type.Array(Type.Object({ size: Type.Integer(), url: Type.String() })),
  social: BrandImage,
})
export type BrandUploaded = Static<typeof BrandUploaded>

/** The store's look and identity (manager and up): colours, logo and icons, name and SEO, the footer snippet. */
export const ownerThemeEndpoints = defineEndpoints({
  'GET /api/admin/theme': { tags, summary: "The store's colours, logo, name, SEO fields and footer snippet", response: OwnerTheme },
  'PUT /api/admin/theme': {
    tags,
    summary: 'Changes colours, name, SEO fields or the footer snippet (only the keys sent); says what the HTML allow-list removed',
    body: ThemeInput,
    response: ThemeSaved,
  },
  'POST /api/admin/theme/logo': {
    tags,
    summary: 'Uploads the logo: checked by its bytes; every icon size, the manifest icons and the 1200×630 social card are made from it',
    upload: {
      field: BRAND_FIELD,
      maxBytes: BRAND_MAX_BYTES,
      types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif', 'image/avif'],
    },
    status: 201,
    response: BrandUploaded,
  },
})
