import sharp, { type Metadata } from 'sharp'
import { BRAND_FIELD, BRAND_MAX_BYTES, ICON_SIZES } from '@store/core'
import { InputError } from '../http/errors.ts'

/** A small file can still unpack to a huge bitmap; this bounds what one upload can take. */
const MAX_PIXELS = 50_000_000
const FORMATS = new Set(['png', 'jpeg', 'webp', 'svg', 'gif', 'avif', 'heif'])
/** The header logo is drawn at 36 to 96 px; 512 keeps it sharp on any screen. */
const LOGO_MAX = 512
/** The social-preview card link previews show (og:image): 1200×630. */
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const

export const NOT_A_LOGO = 'The logo must be a PNG, JPEG, WebP, SVG, GIF or AVIF image'
export const LOGO_TOO_BIG = `The logo must be at most ${BRAND_MAX_BYTES / 1024 / 1024} MB`
const refuse = (message: string) => new InputError(message, [{ path: BRAND_FIELD, message }])

export interface BrandPicture {
  /** Its file name under the upload's hash: logo.png, icon-192.png, social.png. */
  name: string
  width: number
  height: number
  bytes: Buffer
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

/**
 * Every picture the store's identity needs from one logo (decision 0086): the logo itself (PNG, at
 * most 512 px a side, upright, without metadata), a square icon at each of spec §2's sizes (the logo
 * fitted on a transparent square), and the 1200×630 social card (the logo centred on `background`).
 * The format is read from the bytes, never from the file name or the declared type.
 */
export async function brandPictures(bytes: Buffer, background: string): Promise<BrandPicture[]> {
  if (bytes.length === 0) throw refuse('The logo is empty. Choose another file')
  if (bytes.length > BRAND_MAX_BYTES) throw refuse(LOGO_TOO_BIG)
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
  } catch {
    throw refuse(NOT_A_LOGO) // libvips recognises no image format in these bytes
  }
  if (meta.format === undefined || !FORMATS.has(meta.format)) throw refuse(NOT_A_LOGO)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw refuse('The logo must be at most 50 megapixels')
  try {
    // SVGs are drawn at 300 dpi so small vector logos stay sharp at 512 px; one decode for every size.
    const upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, density: meta.format === 'svg' ? 300 : undefined })
      .rotate()
      .png()
      .toBuffer()
    const logo = await sharp(upright)
      .resize(LOGO_MAX, LOGO_MAX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true })
    const icons = await Promise.all(
      ICON_SIZES.map(async (size) => ({
        name: `icon-${size}.png`,
        width: size,
        height: size,
        bytes: await sharp(upright).resize(size, size, { fit: 'contain', background: TRANSPARENT }).png().toBuffer(),
      })),
    )
    // The card shows the logo at half its height, centred on the brand colour, as link previews crop little of that.
    const inner = Math.round(SOCIAL_SIZE.height / 2)
    const centred = await sharp(upright)
      .resize(inner * 2, inner, { fit: 'inside' })
      .png()
      .toBuffer()
    const social = await sharp({ create: { ...SOCIAL_SIZE, channels: 4, background } })
      .composite([{ input: centred, gravity: 'centre' }])
      .png()
      .toBuffer()
    return [
      { name: 'logo.png', width: logo.info.width, height: logo.info.height, bytes: logo.data },
      ...icons,
      { name: 'social.png', ...SOCIAL_SIZE, bytes: social },
    ]
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw refuse('The logo could not be read. Choose another file')
  }
}
