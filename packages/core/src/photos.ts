/**
 * Product and category photos (decision 0055): every upload is re-encoded to WebP at these widths and
 * served at a URL named by its content, so each URL can be cached for a year. The image a record keeps
 * is the widest; `photoSrcSet` gives the browser the narrower ones.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]
/** The upload's multipart field, and its size limit. */
export const PHOTO_FIELD = 'photo'
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024

const PHOTO_URL = /^\/photos\/([0-9a-f]{32})-(320|640|1280)\.webp$/

export function photoUrl(hash: string, width: PhotoWidth): string {
  return `/photos/${hash}-${width}.webp`
}

/** The content hash and width a photo URL names, or undefined for any other URL. */
export function parsePhotoUrl(url: string): { hash: string; width: PhotoWidth } | undefined {
  const match = PHOTO_URL.exec(url)
  return match ? { hash: match[1]!, width: Number(match[2]) as PhotoWidth } : undefined
}

/** `srcset` for a photo URL (every width of the same photo); undefined for pictures that are not ours. */
export function photoSrcSet(url: string): string | undefined {
  const photo = parsePhotoUrl(url)
  if (!photo) return undefined
  return PHOTO_WIDTHS.map((width) => `${photoUrl(photo.hash, width)} ${width}w`).join(', ')
}
