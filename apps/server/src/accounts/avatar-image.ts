import sharp, { type Metadata } from 'sharp'
import { AVATAR_MAX_BYTES } from '@store/core'
import { InputError } from '../http/errors.ts'

export const AVATAR_SIZE = 256
/** A 5 MB file can still unpack to a huge bitmap; this bounds the memory one upload can take (≈ 200 MB). */
const MAX_PIXELS = 50_000_000
const FORMATS = new Set(['jpeg', 'png', 'webp'])

const refuse = (message: string) => new InputError(message, [{ path: 'image', message }])
export const NOT_AN_IMAGE = 'The picture must be a JPEG, PNG or WebP'
export const TOO_BIG = `The picture must be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`

/**
 * A shopper's upload as their picture: a 256×256 WebP, cropped to fill the square, turned
 * upright by its EXIF orientation, with every piece of metadata (EXIF, GPS, ICC, XMP) left behind.
 * The format is read from the bytes, never from the file name or the declared type.
 */
export async function avatarWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw refuse('The picture is empty. Choose another file')
  if (bytes.length > AVATAR_MAX_BYTES) throw refuse(TOO_BIG)
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    throw refuse(NOT_AN_IMAGE) // libvips recognises no image format in these bytes
  }
  if (meta.format === undefined || !FORMATS.has(meta.format)) throw refuse(NOT_AN_IMAGE)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw refuse('The picture must be at most 50 megapixels')
  try {
    // sharp writes no metadata unless asked (withMetadata/keepMetadata), so the output carries none.
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw refuse('The picture could not be read. Choose another file')
  }
}
