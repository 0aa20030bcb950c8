import { createHash } from 'node:crypto'
import type { RazorpayConfig } from '../config.ts'

/**
 * Security headers on every answer (decision 0011).
 *
 * API answers and files get one Content-Security-Policy built here once; an HTML page gets its own,
 * built when the page is rendered and cached with it (web/html.ts), so no answer builds a string per
 * request: the hook below is a few header sets.
 */

/** What one outside party needs the browser to load, by CSP directive. */
export interface Sources {
  script?: string[]
  style?: string[]
  img?: string[]
  connect?: string[]
  font?: string[]
  frame?: string[]
  /** The party injects inline <style> elements, so style-src needs 'unsafe-inline' (and then takes no hashes). */
  inlineStyles?: boolean
}

/**
 * Storefront plugins (apps/web/src/features/plugins/registry.ts) that load third-party code, keyed by
 * the setting that turns each on; the origins are those each vendor's CSP guide lists. Plugins that
 * load nothing from elsewhere (WhatsApp link, cookie consent, social proof, wheel of popups) need none.
 */
export const PLUGIN_SOURCES: Record<string, Sources> = {
  plugin_analytics_enable: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  plugin_crisp_chat_enable: {
    script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    style: ['https://client.crisp.chat'],
    img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
    font: ['https://client.crisp.chat'],
    frame: ['https://game.crisp.chat'],
    inlineStyles: true,
  },
  plugin_tawk_chat_enable: {
    script: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
    style: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
    img: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link', 'https://s3.amazonaws.com'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
    frame: ['https://*.tawk.to'],
    inlineStyles: true,
  },
}

/**
 * Parties every store needs beyond its own origin, whatever its settings and configuration. None
 * today: the payment provider depends on configuration and comes from paymentSources() instead.
 */
export const EXTRA_SOURCES: Sources[] = []

/** Razorpay's own API, whose checkout also reports to its logging origin (not an emulator's). */
const RAZORPAY_API = 'https://api.razorpay.com'

/**
 * What online payment needs the page to allow, only when the store has Razorpay keys:
 * checkout.js from RAZORPAY_CHECKOUT_URL's origin, and the dialog's frames and calls to it and to
 * RAZORPAY_API_URL's origin (Razorpay's checkout frames api.razorpay.com; the tests' emulator
 * serves both from loopback). Without keys the checkout offers no online payment and nothing is added.
 */
export function paymentSources(razorpay: Pick<RazorpayConfig, 'apiUrl' | 'checkoutUrl'> | null): Sources[] {
  if (!razorpay) return []
  const checkout = new URL(razorpay.checkoutUrl).origin
  const api = new URL(razorpay.apiUrl).origin
  const logging = api === RAZORPAY_API ? ['https://lumberjack.razorpay.com'] : []
  return [{ script: [checkout], frame: [api, checkout], connect: [api, checkout, ...logging] }]
}

/** Inline code a page carries, by its exact text: each gets a hash in the policy. */
export interface InlineCode {
  scripts: string[]
  styles: string[]
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const list = (base: string[], parties: Sources[], key: Exclude<keyof Sources, 'inlineStyles'>) => [
  ...new Set([...base, ...parties.flatMap((p) => p[key] ?? [])]),
]

/**
 * The policy of one storefront page, from the store's settings, the page's inline code and the
 * parties the configuration adds (paymentSources).
 * - script-src: own files and the hashes of our inline scripts (the bootstrap data and the script
 *   starter change with the page but are rendered once per version, so hashes cost nothing per
 *   request and keep the cached, pre-compressed HTML byte-identical; a nonce would not).
 * - style-src-attr 'unsafe-inline': the server-rendered HTML carries style attributes (React's
 *   style props: theme colours, image aspect ratios); attributes cannot take hashes. A style attribute
 *   cannot run code, so this opens no script hole.
 * - img-src https: the owner's pictures may live on any https CDN (README: https://cdn.example.com).
 */
export function pageCsp(
  settings: Record<string, unknown>,
  inline: InlineCode,
  configured: Sources[] = [],
  /** 'none' for shoppers' pages; the layout editor's preview is framed by /admin on this origin (decision 0083). */
  frameAncestors: "'none'" | "'self'" = "'none'",
): string {
  const parties = [
    ...EXTRA_SOURCES,
    ...configured,
    ...Object.entries(PLUGIN_SOURCES).flatMap(([setting, s]) => (settings[setting] === true ? [s] : [])),
  ]
  // A hash in style-src makes browsers ignore 'unsafe-inline': with a party that injects styles, use the keyword alone.
  const inlineStyles = parties.some((p) => p.inlineStyles) ? ["'unsafe-inline'"] : inline.styles.map(sha256)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', list(["'self'", ...inline.scripts.map(sha256)], parties, 'script')],
    ['style-src', list(["'self'", ...inlineStyles], parties, 'style')],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', list(["'self'", 'data:', 'blob:', 'https:'], parties, 'img')],
    ['font-src', list(["'self'", 'data:'], parties, 'font')],
    ['connect-src', list(["'self'"], parties, 'connect')],
    ['frame-src', list(["'self'"], parties, 'frame')],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameAncestors]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** JSON answers and files are never a page: they may load nothing and run nothing. */
export const API_CSP = "default-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'"
/**
 * The API reference page (/api/docs, decision 0066): Swagger UI's files from our own origin, the
 * document read from it, and its "Try it out" calls to it. Nothing from elsewhere.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The service worker's script (decision 0061): a worker runs under its own script's policy, so it may
 * fetch from the store's origin (to cache and refresh what the shopper saw) and load nothing else.
 */
export const SW_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'; object-src 'none'; base-uri 'self'"
const HSTS = 'max-age=31536000; includeSubDomains'

const API_HEADERS = {
  'content-security-policy': API_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const
const API_HEADERS_HTTPS = { ...API_HEADERS, 'strict-transport-security': HSTS } as const
const API_HEADER_LIST = Object.entries(API_HEADERS).flat()
const API_HEADER_LIST_HTTPS = Object.entries(API_HEADERS_HTTPS).flat()

/**
 * Headers every answer carries (an HTML page then replaces the policy with its own): set first thing
 * in app.ts's onRequest hook, and by the cached-reads front for what it answers. HSTS only over HTTPS
 * as the browser saw it (http/https-test.ts).
 */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? API_HEADERS_HTTPS : API_HEADERS
}

/** The same headers as a flat list of names and values, for a raw `writeHead` (the cached-reads front). */
export function securityHeaderList(https: boolean): readonly string[] {
  return https ? API_HEADER_LIST_HTTPS : API_HEADER_LIST
}
