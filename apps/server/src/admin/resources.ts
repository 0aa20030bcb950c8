import type { CacheKey } from '@store/core'
import type { TSchema } from 'typebox'
import { InputError } from '../http/errors.ts'
import { BannerInput, BranchInput, CategoryInput, PageInput } from './schemas.ts'
import type { BannerInput as Banner, BranchInput as Branch, CategoryInput as Category, PageInput as Page } from './schemas.ts'

/**
 * The owner's simple resources: one row each, created, replaced and deleted whole. Each names the
 * cache versions its changes invalidate (DESIGN: every admin write bumps the matching version).
 */
export interface SimpleResource<Input> {
  table: 'branches' | 'categories' | 'banners' | 'pages'
  schema: TSchema
  cacheKeys: CacheKey[]
  /** A slug must be unique within the table. */
  uniqueSlug: boolean
  toRow(input: Input): Record<string, string | number | null>
}

const flag = (value: boolean | undefined) => (value === false ? 0 : 1)

const branches: SimpleResource<Branch> = {
  table: 'branches', schema: BranchInput, cacheKeys: ['cache-branches'], uniqueSlug: false,
  toRow: (b) => ({
    name: b.name, address: b.address, phone: b.phone ?? '', pincodes: JSON.stringify([...new Set(b.pincodes ?? [])]),
    opening_hours: JSON.stringify(b.opening_hours ?? []), is_open: flag(b.is_open), position: b.position ?? 0,
  }),
}

// Category tiles and product blocks on the home page are expanded from the catalogue, so a category
// change moves cache-products, which get-data also depends on.
const categories: SimpleResource<Category> = {
  table: 'categories', schema: CategoryInput, cacheKeys: ['cache-products'], uniqueSlug: true,
  toRow: (c) => ({ name: c.name, slug: c.slug, primary_image: c.primary_image ? JSON.stringify(c.primary_image) : null, color: c.color.toLowerCase(), position: c.position ?? 0 }),
}

const banners: SimpleResource<Banner> = {
  table: 'banners', schema: BannerInput, cacheKeys: ['cache-layouts'], uniqueSlug: false,
  toRow: (b) => {
    if ((b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY') && !b.link_slug) throw new InputError(`a ${b.link_type} banner needs link_slug`, [{ path: 'link_slug', message: 'is required for this link_type' }])
    if (b.link_type === 'CUSTOM' && !b.custom_url) throw new InputError('a CUSTOM banner needs custom_url', [{ path: 'custom_url', message: 'is required for CUSTOM links' }])
    return {
      title: b.title ?? '', image: JSON.stringify(b.image), link_type: b.link_type,
      link_slug: b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY' ? b.link_slug ?? null : null,
      custom_url: b.link_type === 'CUSTOM' ? b.custom_url ?? null : null, position: b.position ?? 0,
    }
  },
}

const pages: SimpleResource<Page> = {
  table: 'pages', schema: PageInput, cacheKeys: ['cache-pages'], uniqueSlug: true,
  toRow: (p) => ({ title: p.title, slug: p.slug, content: p.content, position: p.position ?? 0 }),
}

export const SIMPLE_RESOURCES = { branches, categories, banners, pages } as Record<string, SimpleResource<unknown>>
