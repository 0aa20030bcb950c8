import type { Image } from '@store/core'
import { photoSrcSet } from '@store/core/browser'

/**
 * Every picture carries its intrinsic size, so the browser reserves the space before it loads
 * (no layout shift). Pictures below the fold load lazily; the first visible one can be eager. The
 * store's photos come in several widths (decision 0055): `srcset` offers them all and `sizes` says
 * how wide the picture is drawn, so a phone fetches the 320 or 640 px one.
 */
export function Picture({
  image,
  className = '',
  eager = false,
  sizes,
}: {
  image: Image | null
  className?: string
  eager?: boolean
  sizes?: string
}) {
  if (!image) return <div className={`bg-brand-10 ${className}`} style={{ aspectRatio: '4 / 3' }} aria-hidden="true" />
  return (
    <img
      src={image.url}
      srcSet={photoSrcSet(image.url)}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      className={`h-auto w-full object-cover ${className}`}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  )
}
