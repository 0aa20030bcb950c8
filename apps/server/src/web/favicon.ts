import { createHash } from 'node:crypto'
import { themeVariables, type SiteSettings } from '@store/core'
import type { FastifyInstance } from 'fastify'
import { LruCache } from '../cache/response-cache.ts'
import { readLogo, renderIcon } from './app-icons.ts'

/** The sizes a browser tab, a bookmark and a taskbar pick from (decision 0098). */
const FAVICON_SIZES = [16, 32, 48] as const
/** A day: browsers ask for /favicon.ico on every page, and the page's own icon links (spec §2) carry the logo's versioned URLs. */
const CACHE_CONTROL = 'public, max-age=86400'

const text = (settings: SiteSettings, key: string) => {
  const value = (settings as Record<string, unknown>)[key]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * An ICO file holding one PNG per size (the PNG-in-ICO form every browser since 2007 reads): a 6-byte
 * header, a 16-byte entry per picture (width, height, planes 1, 32 bits, length, offset), then the PNGs.
 */
export function icoFile(pictures: readonly { size: number; png: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + 16 * pictures.length)
  head.writeUInt16LE(0, 0) // reserved
  head.writeUInt16LE(1, 2) // 1 = icon
  head.writeUInt16LE(pictures.length, 4)
  let offset = head.length
  pictures.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i
    head.writeUInt8(size >= 256 ? 0 : size, at) // 0 means 256
    head.writeUInt8(size >= 256 ? 0 : size, at + 1)
    head.writeUInt16LE(1, at + 4)
    head.writeUInt16LE(32, at + 6)
    head.writeUInt32LE(png.length, at + 8)
    head.writeUInt32LE(offset, at + 12)
    offset += png.length
  })
  return Buffer.concat([head, ...pictures.map((p) => p.png)])
}

/**
 * GET /favicon.ico, which browsers ask for on every page whatever the head says: the owner's uploaded
 * icon sizes (favicon_{size}, then favicon, then logo, as the manifest's icons), or, before any logo,
 * the store's generated default — a square of its colour, as the manifest's icons are (decision 0060).
 * Made once per settings version; the ETag is the bytes' hash, so an unchanged icon revalidates to a 304.
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  const made = new LruCache<{ ico: Buffer; etag: string }>(4)

  const make = async (log: FastifyInstance['log']) => {
    const settings = await app.ctx.services.store.settings()
    const background = themeVariables(settings)['--store-bg']!
    const pictures = await Promise.all(
      FAVICON_SIZES.map(async (size) => {
        const href = text(settings, `favicon_${size}`) || text(settings, 'favicon') || text(settings, 'logo')
        let source: Buffer | null = null
        try {
          source = href ? await readLogo(app, href) : null
        } catch (error) {
          log.warn({ err: error, href }, 'favicon: the logo could not be read; using the store colour')
        }
        return { size, png: await renderIcon(source, size, 'any', background) }
      }),
    )
    const ico = icoFile(pictures)
    return { ico, etag: `"${createHash('sha256').update(ico).digest('base64url').slice(0, 22)}"` }
  }

  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const version = String((await app.ctx.versions.current())['cache-settings'])
    let icon = made.get(version)
    if (!icon) {
      icon = await make(request.log)
      made.set(version, icon)
    }
    reply.header('etag', icon.etag).header('cache-control', CACHE_CONTROL)
    const known = request.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (known?.includes(icon.etag)) return reply.status(304).send()
    return reply.type('image/x-icon').send(icon.ico)
  })
}
