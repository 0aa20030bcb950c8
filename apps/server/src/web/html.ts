import { DEFAULT_BRANCH_ID, pageHead, pageKind, themeVariables, type Bootstrap, type CacheInfo, type SiteSettings } from '@store/core'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.ts'
import type { LayoutRow } from '../store/repository.ts'
import { pageCsp, paymentSources } from '../http/security-headers.ts'
import zlib from 'node:zlib'
import { renderPage } from '@store/web/server'
import { MANIFEST_PATH } from './manifest.ts'
import { pageEntity, type PageEntity } from './page-entity.ts'
import { PageCache } from './page-cache.ts'

/** What the service worker opens a path with offline when it kept no copy of it (apps/web app/pwa/sw.ts). */
export const OFFLINE_SHELL_PATH = '/offline-shell'

/**
 * Rendered on the server (decisions 0006, 0106, 0109): home, products, their reviews, categories and
 * content pages, and the public screens that show the same to every guest (log in, register, forgot password, search,
 * not found). The shopper's own screens (cart, account…) need the session only the browser holds.
 */
const SERVER_RENDERED =
  /^\/(?:$|product\/[^/]+$|product\/reviews\/[^/]+\/?$|category\/[^/]+$|page\/[^/]+$|login$|register$|forgot-password$|search$)/
/** A product's reviews (spec §2), rendered with the first page of them. */
const REVIEWS_PAGE = /^\/product\/reviews\//
/** Of those, the screens that show their query string (?next= in links, ?q= in the search box): rendered with it. */
const READS_QUERY = /^\/(?:login|register|forgot-password|search)$/

/** A rendered page, with its compressed forms ready to send. */
export interface RenderedPage {
  status: number
  html: string
  /** Content-Security-Policy of this page: its inline code's hashes and the enabled plugins' origins (decision 0011). */
  csp: string
  br: Buffer
  gzip: Buffer
  /** spec §7's cache-info versions the page was rendered with, for the service worker's caches (decision 0061). */
  cacheInfo: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON that is safe inside <script>: no "</script>", no line separators that end a JS string. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The HTML the server answers for every storefront path: the built index.html with the page head
 * (spec §2) written in — so a link preview works without JavaScript — and the bootstrap data inlined,
 * so the first paint needs no extra round trip. Cached per path and cache versions.
 */
export class AppHtml {
  private readonly cache = new PageCache<RenderedPage>()

  constructor(
    private readonly ctx: AppContext,
    private readonly template: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get services() {
    return this.ctx.services
  }

  /**
   * `search`: the request's query string ('' or '?…'); only the screens that show it are rendered with it.
   * `branchId`: the shopper's branch from the cookie (decision 0045); an unknown one gets the first branch, as get-data does.
   * `log` is the request's, so a rendering failure's line carries the request's id (decision 0072).
   */
  async render(
    pathname: string,
    search: string,
    origin: string,
    branchId: number,
    log: FastifyBaseLogger = this.log,
    /** The owner's unpublished layout, for the editor's preview frame: never cached (decision 0083). */
    draft?: LayoutRow[],
  ): Promise<RenderedPage> {
    const versions = await this.ctx.versions.shopperInfo()
    // A product page carries its rating (the summary and the JSON-LD), which moves with every review
    // (decision 0022); the reviews page carries the reviews themselves.
    const reviews =
      pageKind(pathname) === 'product' || REVIEWS_PAGE.test(pathname) ? `|r${(await this.ctx.versions.current())['cache-reviews']}` : ''
    const url = READS_QUERY.test(pathname) ? pathname + search : pathname
    const key = `${origin}|${branchId}|${url}|${Object.values(versions).join('.')}${reviews}`
    const cached = draft ? undefined : this.cache.get(url, key)
    if (cached) return cached
    const data = await this.services.store.bootstrap(branchId, draft)
    const entity = await pageEntity(this.services, pathname, data.selected_branch?.id ?? DEFAULT_BRANCH_ID)
    // The offline shell stands for whichever screen is opened offline: it names none.
    const head = pageHead(data.settings, { pathname, ...(pathname === OFFLINE_SHELL_PATH ? {} : entity.head) })
    const theme = themeCss(data.settings)
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
      // Store colours from the first paint (the browser's theme hook keeps them in step afterwards).
      theme ? `<style>${theme}</style>` : '',
      `<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}">`,
      // Structured data is a data block, not a script: the policy's script-src does not apply to it.
      entity.jsonLd
        ? `<script type="application/ld+json">${scriptJson(entity.jsonLd(data.settings, origin + head.canonicalPath))}</script>`
        : '',
      ...head.icons.map((i) => `<link rel="icon" sizes="${i.size}x${i.size}" href="${escapeHtml(i.href)}">`),
      `<link rel="manifest" href="${MANIFEST_PATH}">`,
      // No image preload: the first screen is server-rendered, so the preload scanner finds its largest
      // picture (eager, fetchpriority high) with its srcset and sizes; a preload of one width would
      // fetch a photo a phone never uses (decision 0006).
    ]
      .filter(Boolean)
      .join('\n    ')
    // The offline shell carries no store data: it is kept when the worker installs and opened offline
    // later, for whichever branch the shopper has picked by then; the browser's stored state and the
    // worker's per-branch API copies fill it (decision 0061).
    const page =
      pathname === OFFLINE_SHELL_PATH
        ? { html: '', inlined: null }
        : await this.renderFirstScreen(pathname, url, entity, data, versions, log)
    const { template, starter } = page.html ? startScriptsAfterFirstPaint(this.template) : { template: this.template, starter: '' }
    const bootstrap = `window.__BOOTSTRAP__=${scriptJson(page.inlined)}`
    // Replacer functions: owner text may contain "$&" and the like, which a replacement string would expand.
    const html = template
      .replace('<!--app-head-->', () => tags)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
      .replace('<!--app-bootstrap-->', () => `<script>${bootstrap}</script>${starter ? `<script>${starter}</script>` : ''}`)
    // Every inline script and style the page carries is listed here, so the policy allows exactly these.
    const inline = { scripts: starter ? [bootstrap, starter] : [bootstrap], styles: theme ? [theme] : [] }
    // Only the preview may be framed, and only by this origin (the editor at /admin); frame-ancestors matches origins, not paths.
    const csp = pageCsp(data.settings, inline, paymentSources(this.ctx.config.razorpay), draft ? "'self'" : "'none'")
    // Compressed once per version, not per request.
    const result = {
      status: entity.found ? 200 : 404,
      html,
      csp,
      br: zlib.brotliCompressSync(html),
      gzip: zlib.gzipSync(html),
      cacheInfo: JSON.stringify(versions),
    }
    if (!draft) this.cache.set(url, key, result, { missing: !entity.found })
    return result
  }

  /**
   * The first screen as HTML (server rendering, decision 0006). Should rendering ever fail, the page
   * still works: the browser renders it from the inlined data, and the failure is logged.
   */
  private async renderFirstScreen(
    pathname: string,
    /** The pathname with the query it is rendered with (READS_QUERY). */
    url: string,
    entity: PageEntity,
    data: Bootstrap,
    cacheInfo: CacheInfo,
    log: FastifyBaseLogger,
  ): Promise<{ html: string; inlined: unknown }> {
    // Server rendering is for the pages people land on and share, and the not-found page any wrong
    // link lands on; the shopper's own screens (cart, account…) depend on what only the browser knows
    // and render there.
    if (!SERVER_RENDERED.test(pathname) && !entity.notFoundPage) return { html: '', inlined: { data, cacheInfo } }
    try {
      return await renderPage(url, data, cacheInfo, entity.queries ?? [], {
        name: entity.head.name,
        missing: !entity.found && !entity.notFoundPage,
      })
    } catch (error) {
      log.error({ err: error, url }, 'server rendering failed; the browser will render the page')
      return { html: '', inlined: { data, cacheInfo } }
    }
  }
}

/**
 * A server-rendered page is readable before any JavaScript runs, so its scripts need not compete with
 * the first paint: the module script and its preloads are started once it has happened.
 */
function startScriptsAfterFirstPaint(template: string): { template: string; starter: string } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
  if (!entry) return { template, starter: '' }
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!)
  const load = `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';document.head.append(l)}const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.append(s)`
  // Started once the browser has recorded the first contentful paint (a paint entry), not on the frame
  // that should paint, which may still be waiting (decision 0106); without paint timing, on the frame
  // after first paint. Whichever comes first of that and three seconds (a tab opened in the background
  // paints nothing until shown).
  const starter = `{let d=0;const go=()=>{if(d)return;d=1;${load}};setTimeout(go,3000);if(PerformanceObserver.supportedEntryTypes?.includes('paint')){const o=new PerformanceObserver(e=>{if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}});o.observe({type:'paint',buffered:true})}else requestAnimationFrame(()=>setTimeout(go))}`
  return { template: template.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, ''), starter }
}

/** The store's colours, adjusted to keep AA contrast (core's themeVariables, decision 0038). */
function themeCss(settings: SiteSettings): string {
  const rules = Object.entries(themeVariables(settings)).map(([name, value]) => `${name}:${value}`)
  // :root:root outranks the stylesheet's defaults, which load after this.
  return `:root:root{${rules.join(';')}}`
}

function themeColor(settings: SiteSettings): string {
  return themeVariables(settings)['--store-bg']!
}
