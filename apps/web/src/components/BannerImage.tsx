import { Link } from 'react-router'
import type { Banner } from '@store/core'
import { bannerHref } from '../lib/links.ts'
import { Picture } from './Picture.tsx'

export function BannerImage({ banner, eager = false }: { banner: Banner; eager?: boolean }) {
  const picture = (
    <Picture
      image={{ ...banner.image, alt: banner.title || banner.image.alt }}
      eager={eager}
      className="rounded-xl md:max-h-[340px]"
      sizes="(min-width: 769px) 1200px, 100vw"
    />
  )
  const href = bannerHref(banner)
  if (!href) return picture
  if (href.external)
    return (
      <a href={href.to} rel="noopener noreferrer">
        {picture}
      </a>
    )
  return <Link to={href.to}>{picture}</Link>
}
