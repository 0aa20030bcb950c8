import sharp from 'sharp'
import type { FastifyInstance } from 'fastify'

/** The icons the manifest lists (decision 0060): 192 and 512 for any use, and the same sizes maskable. */
export const ICON_SIZES = [192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]
export type IconPurpose = 'any' | 'maskable'

const MAX_SOURCE_BYTES = 5 * 1024 * 1024
const MAX_PIXELS = 50_000_000
/** A maskable icon's picture must sit inside the middle 80% circle; 60% of the side keeps a logo's corners in it too. */
const MASKABLE_SHARE = 0.6

/**
 * The store's logo for a size (favicon_{size}, then favicon, then logo: spec §3 "favicon sizes"), read
 * through the app itself when it is one of the store's own paths, else fetched from the owner's CDN.
 */
export async function readLogo(app: FastifyInstance, href: string): Promise<Buffer | null> {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const res = await app.inject({ method: 'GET', url: href })
    return res.statusCode === 200 ? res.rawPayload : null
  }
  if (!/^https:\/\//.test(href)) return null
  const res = await fetch(href, { signal: AbortSignal.timeout(5_000) })
  if (!res.ok) return null
  const bytes = Buffer.from(await res.arrayBuffer())
  return bytes.length <= MAX_SOURCE_BYTES ? bytes : null
}

/**
 * A square PNG of the logo: for `any`, the logo fitted on a transparent square; for `maskable`, the
 * logo at 60% on the store's colour, which a phone may cut to a circle or squircle. Without a logo
 * (none set, or it could not be read) the icon is a square of the store's colour.
 */
export async function renderIcon(source: Buffer | null, size: number, purpose: IconPurpose, background: string): Promise<Buffer> {
  if (!source)
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .png()
      .toBuffer()
  const fill = purpose === 'maskable' ? background : { r: 0, g: 0, b: 0, alpha: 0 }
  const inner = purpose === 'maskable' ? Math.round(size * MASKABLE_SHARE) : size
  const logo = await sharp(source, { limitInputPixels: MAX_PIXELS, density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: fill } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer()
}
