import type { Banner } from '@store/core'

/** Where a banner leads (spec §3 link types); null for NO_LINK or an incomplete link. */
export function bannerHref(banner: Banner): { to: string; external: boolean } | null {
  switch (banner.link_type) {
    case 'PRODUCT':
      return banner.link_slug ? { to: `/product/${banner.link_slug}`, external: false } : null
    case 'CATEGORY':
      return banner.link_slug ? { to: `/category/${banner.link_slug}`, external: false } : null
    case 'CUSTOM': {
      const url = banner.data.custom_url
      if (!url) return null
      return { to: url, external: !url.startsWith('/') }
    }
    default:
      return null
  }
}
