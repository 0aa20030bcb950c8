import { describe, expect, it } from 'vitest'
import { pageHead, pageKind } from './head.ts'

const settings = {
  storeName: 'Bella Forno',
  seo_meta_title: 'Bella Forno — pizza',
  seo_meta_description: 'Order pizza.',
  product_title_prefix: 'Buy ',
  product_title_suffix: ' | Bella',
  category_title_suffix: ' menu',
  general_title_prefix: '» ',
  favicon_32: '/f32.png',
  logo: '/logo.svg',
}

describe('pageHead (spec §2)', () => {
  it('classifies paths', () => {
    expect(pageKind('/product/x')).toBe('product')
    expect(pageKind('/category/x')).toBe('category')
    expect(pageKind('/page/x')).toBe('page')
    expect(pageKind('/search')).toBe('general')
    expect(pageKind('/productx')).toBe('general')
    expect(pageKind('/product/reviews/7')).toBe('general')
  })
  it('wraps product and category names in their prefix and suffix', () => {
    expect(pageHead(settings, { pathname: '/product/pizza', name: 'Pizza', description: '<p>Hot &amp; fresh</p>' })).toMatchObject({
      title: 'Buy Pizza | Bella',
      description: 'Hot &amp; fresh',
      canonicalPath: '/product/pizza',
    })
    expect(pageHead(settings, { pathname: '/category/pizzas', name: 'Pizzas' }).title).toBe('Pizzas menu')
  })
  it('uses the general prefix elsewhere and falls back to the store title', () => {
    expect(pageHead(settings, { pathname: '/' }).title).toBe('» Bella Forno — pizza')
    expect(pageHead(settings, { pathname: '/search', name: 'Search' }).title).toBe('» Search | Bella Forno')
  })
  it('offers an icon for every size, falling back to the logo', () => {
    const icons = pageHead(settings, { pathname: '/' }).icons
    expect(icons.map((i) => i.size)).toEqual([512, 192, 144, 128, 96, 48, 36, 32, 16])
    expect(icons.find((i) => i.size === 32)!.href).toBe('/f32.png')
    expect(icons.find((i) => i.size === 16)!.href).toBe('/logo.svg')
  })
})
