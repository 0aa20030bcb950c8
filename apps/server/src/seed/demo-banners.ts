import type { BannerInput } from '@store/core'
import { demoPhoto } from './demo-photos.ts'

/** The demo home page's banners: their words are their message, drawn on the picture. */
export const DEMO_BANNERS = [
  { title: 'Wood-fired pizza, delivered hot', hue: 12, link: { link_type: 'CATEGORY', link_slug: 'pizzas' } },
  { title: 'Try the Smoky BBQ Burger', hue: 38, link: { link_type: 'PRODUCT', link_slug: 'smoky-bbq-burger' } },
  { title: 'Fresh salads every morning', hue: 120, link: { link_type: 'NO_LINK' } },
  { title: 'About our kitchen', hue: 230, link: { link_type: 'CUSTOM', custom_url: '/page/about-us' } },
] as const satisfies { title: string; hue: number; link: Omit<BannerInput, 'title' | 'image'> }[]

export const demoBanner = (b: (typeof DEMO_BANNERS)[number]): BannerInput => ({
  title: b.title,
  image: demoPhoto(`banner:${b.title}`, b.title, b.hue, 1200, 500),
  ...b.link,
})
