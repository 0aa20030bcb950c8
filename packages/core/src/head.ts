import type { SiteSettings } from './api/store.ts'

/** spec §2: icon links are offered in these sizes. */
export const ICON_SIZES = [512, 192, 144, 128, 96, 48, 36, 32, 16] as const

export type PageKind = 'product' | 'category' | 'page' | 'general'

/** spec §3's SEO prefix and suffix settings that pageHead wraps product, category and content pages' names in. */
export const SEO_AFFIX_KEYS = (['product', 'category', 'page'] as const).flatMap((kind) =>
  (['title_prefix', 'title_suffix', 'description_prefix', 'description_suffix'] as const).map((part) => `${kind}_${part}` as const),
)

/**
 * spec §2: paths starting /product/, /category/, /page/ are product, category and content pages —
 * /product/{slug} itself, not /product/reviews/{id}, which is a general page about a product.
 */
export function pageKind(pathname: string): PageKind {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return 'product'
  if (pathname.startsWith('/category/')) return 'category'
  if (pathname.startsWith('/page/')) return 'page'
  return 'general'
}

export interface HeadInput {
  pathname: string
  /** The product, category or page name, or a general page's own title (e.g. "Search"). */
  name?: string
  description?: string
  image?: string
}

export interface Head {
  title: string
  description: string
  image: string
  canonicalPath: string
  icons: { size: number; href: string }[]
}

const text = (settings: SiteSettings, key: string) => {
  const value = settings[key]
  return typeof value === 'string' ? value : ''
}

/**
 * The page head for a path, from the owner's SEO settings: product, category and content pages wrap
 * their name in that kind's prefix and suffix; other pages use the general title prefix. The server
 * (for link previews without JavaScript) and the browser (on navigation) both use this.
 */
export function pageHead(settings: SiteSettings, input: HeadInput): Head {
  const kind = pageKind(input.pathname)
  const storeName = text(settings, 'storeName') || 'Store'
  const siteTitle = text(settings, 'seo_meta_title') || storeName
  const siteDescription = text(settings, 'seo_meta_description')
  let title: string
  let description: string
  if (kind !== 'general' && input.name) {
    title = `${text(settings, `${kind}_title_prefix`)}${input.name}${text(settings, `${kind}_title_suffix`)}`
    const own = input.description ? stripTags(input.description).slice(0, 160) : input.name
    description = `${text(settings, `${kind}_description_prefix`)}${own}${text(settings, `${kind}_description_suffix`)}`
  } else {
    title = input.name
      ? `${text(settings, 'general_title_prefix')}${input.name} | ${storeName}`
      : `${text(settings, 'general_title_prefix')}${siteTitle}`
    description = siteDescription
  }
  const fallbackIcon = text(settings, 'favicon') || text(settings, 'logo')
  return {
    title,
    description: description || siteDescription,
    image: input.image || text(settings, 'og_image') || text(settings, 'logo'),
    canonicalPath: input.pathname.replace(/\/+$/, '') || '/',
    icons: ICON_SIZES.map((size) => ({ size, href: text(settings, `favicon_${size}`) || fallbackIcon })).filter((i) => i.href),
  }
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
