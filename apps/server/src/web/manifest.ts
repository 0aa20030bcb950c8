import { DEFAULT_BRANCH_ID, themeVariables, type SiteSettings } from '@store/core'
import type { FastifyInstance } from 'fastify'
import { LruCache } from '../cache/response-cache.ts'
import { ICON_SIZES, readLogo, renderIcon, type IconPurpose, type IconSize } from './app-icons.ts'

export const MANIFEST_PATH = '/manifest.webmanifest'
/** Home-screen labels show about 12 characters before cutting. */
const SHORT_NAME_MAX = 12

const text = (settings: SiteSettings, key: string) => {
  const value = (settings as Record<string, unknown>)[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** The web app manifest, from the store's settings (decision 0060). `version` makes icon URLs change with the logo. */
export function webManifest(settings: SiteSettings, version: string) {
  const name = text(settings, 'storeName') || 'Store'
  const colours = themeVariables(settings)
  const icons = (purpose: IconPurpose) =>
    ICON_SIZES.map((size) => ({ src: `/icons/${purpose}-${size}.png?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose }))
  return {
    id: '/',
    name,
    short_name: name.length > SHORT_NAME_MAX ? name.slice(0, SHORT_NAME_MAX).trimEnd() : name,
    description: text(settings, 'seo_meta_description') || undefined,
    lang: text(settings, 'locale') || undefined,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours['--store-bg'],
    background_color: '#ffffff',
    icons: [...icons('any'), ...icons('maskable')],
  }
}

/**
 * GET /manifest.webmanifest and the icons it names, rendered once per settings version (a changed logo
 * or colour is a new version, so the icons can be cached for good under their versioned URL).
 */
export function registerAppManifest(app: FastifyInstance): void {
  const icons = new LruCache<Buffer>(16)
  const current = async () => {
    const versions = await app.ctx.versions.shopperInfo()
    const { settings } = await app.ctx.services.store.bootstrap(DEFAULT_BRANCH_ID)
    return { settings, version: String(versions['cache-settings']) }
  }

  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const { settings, version } = await current()
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache')
    return JSON.stringify(webManifest(settings, version))
  })

  app.get<{ Params: { name: string } }>('/icons/:name', { schema: { hide: true } }, async (request, reply) => {
    const match = /^(any|maskable)-(\d+)\.png$/.exec(request.params.name)
    const purpose = match?.[1] as IconPurpose
    const size = Number(match?.[2]) as IconSize
    if (!match || !ICON_SIZES.includes(size)) return reply.status(404).send({ message: 'Not found' })
    const { settings, version } = await current()
    const key = `${version}|${purpose}|${size}`
    let png = icons.get(key)
    if (!png) {
      const href = text(settings, `favicon_${size}`) || text(settings, 'favicon') || text(settings, 'logo')
      let source: Buffer | null = null
      try {
        source = href ? await readLogo(app, href) : null
      } catch (error) {
        request.log.warn({ err: error, href }, 'app icon: the logo could not be read; using the store colour')
      }
      png = await renderIcon(source, size, purpose, themeVariables(settings)['--store-bg']!)
      icons.set(key, png)
    }
    const immutable = (request.query as { v?: string }).v === version
    reply.type('image/png').header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    return png
  })
}
