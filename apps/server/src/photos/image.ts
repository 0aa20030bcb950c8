import sharp, { type Metadata } from 'sharp'
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoWidth } from '@store/core'
import { InputError } from '../http/errors.ts'

/** A 10 MB file can still unpack to a huge bitmap; this bounds the memory one upload can take. */
const MAX_PIXELS = 50_000_000
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

const refuse = (message: string) => new InputError(message, [{ path: PHOTO_FIELD, message }])
export const NOT_A_PHOTO = 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image'
export const PHOTO_TOO_BIG = `The photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`

export interface EncodedWidth {
  /** The width it is served as (its URL's); `size` is what the picture measures. */
  width: PhotoWidth
  size: { width: number; height: number }
  bytes: Buffer
}

/**
 * An upload as the store's photo (decision 0055): WebP at each of PHOTO_WIDTHS, turned upright by its
 * EXIF orientation, with every piece of metadata (EXIF, GPS, ICC, XMP) left behind. The format is read
 * from the bytes, never from the file name or the declared type. A photo narrower than a width is not
 * enlarged: that width is the photo at its own size.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedWidth[]> {
  if (bytes.length === 0) throw refuse('The photo is empty. Choose another file')
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse(PHOTO_TOO_BIG)
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    throw refuse(NOT_A_PHOTO) // libvips recognises no image format in these bytes
  }
  if (meta.format === undefined || !FORMATS.has(meta.format)) throw refuse(NOT_A_PHOTO)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw refuse('The photo must be at most 50 megapixels')
  try {
    // One decode, then one resize per width; sharp writes no metadata unless asked (keepMetadata).
    const upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer({ resolveWithObject: false })
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(upright)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true })
        return { width, size: { width: info.width, height: info.height }, bytes: data }
      }),
    )
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw refuse('The photo could not be read. Choose another file')
  }
}
