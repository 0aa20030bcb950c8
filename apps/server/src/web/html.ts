import { DEFAULT_BRANCH_ID, pageHead, pageKind, type Banner, type Bootstrap, type HeadInput, type SiteSettings } from '@store/core'
import type { AppContext } from '../context.ts'
import { CatalogueRepository } from '../catalogue/repository.ts'
import { CatalogueService } from '../catalogue/service.ts'
import { StoreRepository } from '../store/repository.ts'
import { StoreService } from '../store/service.ts'
import { PagesRepository } from '../pages/repository.ts'
import { VersionedMemo } from '../cache/versioned-memo.ts'
import { LruCache } from '../cache/response-cache.ts'
import { NotFoundError } from '../http/errors.ts'
import zlib from 'node:zlib'

/** A rendered page, with its compressed forms ready to send. */
export interface RenderedPage { status: number; html: string; br: Buffer; gzip: Buffer }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON that is safe inside <script>: no "</script>", no line separators that end a JS string. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/**
 * The HTML the server answers for every storefront path: the built index.html with the page head
 * (spec §2) written in — so a link preview works without JavaScript — and the bootstrap data inlined,
 * so the first paint needs no extra round trip. Cached per path and cache versions.
 */
export class AppHtml {
  private readonly store: StoreService
  private readonly catalogue: CatalogueService
  private readonly pages: PagesRepository
  private readonly cache = new LruCache<RenderedPage>(500)

  constructor(private readonly ctx: AppContext, private readonly template: string) {
    const catalogueRepository = new CatalogueRepository(ctx.db.kysely, ctx.db.dialect)
    const storeRepository = new StoreRepository(ctx.db.kysely)
    this.store = new StoreService(storeRepository, catalogueRepository)
    this.catalogue = new CatalogueService(catalogueRepository, storeRepository, new VersionedMemo(ctx.versions))
    this.pages = new PagesRepository(ctx.db.kysely)
  }

  async render(pathname: string, origin: string): Promise<RenderedPage> {
    const versions = await this.ctx.versions.current()
    const key = `${origin}|${pathname}|${Object.values(versions).join('.')}`
    const cached = this.cache.get(key)
    if (cached) return cached
    const [data, entity] = await Promise.all([this.store.bootstrap(DEFAULT_BRANCH_ID), this.entity(pathname)])
    const head = pageHead(data.settings, { pathname, ...entity.head })
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:type" content="${pageKind(pathname) === 'product' ? 'product' : 'website'}">`,
      `<meta property="og:url" content="${escapeHtml(origin + head.canonicalPath)}">`,
      head.image ? `<meta property="og:image" content="${escapeHtml(new URL(head.image, origin).href)}">` : '',
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="theme-color" content="${escapeHtml(themeColor(data.settings))}">`,
      `<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}">`,
      ...head.icons.map((i) => `<link rel="icon" sizes="${i.size}x${i.size}" href="${escapeHtml(i.href)}">`),
      // The largest picture of the first screen starts downloading with the scripts, not after them.
      entity.heroImage ?? homeHero(pathname, data.layout) ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml((entity.heroImage ?? homeHero(pathname, data.layout))!)}">` : '',
    ].filter(Boolean).join('\n    ')
    const html = this.template
      .replace('<!--app-head-->', tags)
      .replace('<!--app-bootstrap-->', `<script>window.__BOOTSTRAP__=${scriptJson({ data, cacheInfo: versions })}</script>`)
    // Compressed once per version, not per request.
    const result = { status: entity.found ? 200 : 404, html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) }
    this.cache.set(key, result)
    return result
  }

  /** The product, category or page a path names, for its head; unknown ones make the answer a 404. */
  private async entity(pathname: string): Promise<{ found: boolean; head: Omit<HeadInput, 'pathname'>; heroImage?: string }> {
    const slug = decodeURIComponent(pathname.split('/')[2] ?? '')
    try {
      switch (pageKind(pathname)) {
        case 'product': {
          const p = await this.catalogue.productOrThrow(DEFAULT_BRANCH_ID, slug)
          return { found: true, head: { name: p.name, description: p.description, image: p.images[0]?.url }, heroImage: p.images[0]?.url }
        }
        case 'category': {
          const c = await this.catalogue.categoryOrThrow(slug)
          return { found: true, head: { name: c.name, image: c.primary_image?.url } }
        }
        case 'page': {
          const page = await this.pages.bySlug(slug)
          return page ? { found: true, head: { name: page.title, description: page.content } } : { found: false, head: {} }
        }
        default:
          return { found: pathname !== '/404', head: {} }
      }
    } catch (error) {
      if (error instanceof NotFoundError) return { found: false, head: {} }
      throw error
    }
  }
}

/** On the home page, the first banner when a banner block comes first (the likely largest paint). */
function homeHero(pathname: string, layout: Bootstrap['layout']): string | undefined {
  if (pathname !== '/') return undefined
  const first = layout.find((e) => e.type === 'designElement' && e.code !== 'top_nav' && e.code !== 'bottom_nav')
  const banners = first?.data.banners
  return Array.isArray(banners) ? (banners[0] as Banner | undefined)?.image.url : undefined
}

function themeColor(settings: SiteSettings): string {
  return typeof settings.storeBgColor === 'string' ? settings.storeBgColor : '#1f2937'
}
