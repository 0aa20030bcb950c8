import type { Banner, Category, ProductCard } from '@store/core'

/** The preview's sample content (spec §2 sample preview), drawn by the server's demo-image route. */
const picture = (label: string, hue: number, w: number, h: number) => ({
  url: `/demo-images/picture.svg?${new URLSearchParams({ label, hue: String(hue), w: String(w), h: String(h) })}`,
  width: w,
  height: h,
  alt: label,
})

export const SAMPLE_BANNERS: Banner[] = ['Your best offer here', 'New arrivals', 'Free delivery this week'].map((title, i) => ({
  id: -(i + 1),
  title,
  image: picture(title, [12, 200, 130][i]!, 1200, 500),
  link_type: 'NO_LINK',
  link_slug: null,
  data: { custom_url: null },
}))

export const SAMPLE_CATEGORIES: Category[] = [
  'Fruits',
  'Vegetables',
  'Bakery',
  'Dairy',
  'Snacks',
  'Beverages',
  'Frozen',
  'Household',
  'Personal care',
].map((name, i) => ({
  id: -(i + 1),
  name,
  slug: `sample-${i + 1}`,
  color: ['#f97316', '#22c55e', '#eab308', '#3b82f6', '#ef4444', '#8b5cf6', '#06b6d4', '#64748b', '#ec4899'][i]!,
  primary_image: picture(name, i * 40, 300, 300),
}))

export const SAMPLE_PRODUCTS: ProductCard[] = [
  'Fresh Apples',
  'Sourdough Loaf',
  'Greek Yoghurt',
  'Cold Brew Coffee',
  'Dark Chocolate',
  'Orange Juice',
].map((name, i) => ({
  id: -(i + 1),
  name,
  slug: `sample-product-${i + 1}`,
  price: 299 + i * 150,
  original_price: i % 2 ? 499 + i * 150 : null,
  image: picture(name, i * 55, 800, 600),
  in_stock: true,
  has_options: false,
}))
