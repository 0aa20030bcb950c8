import type { VersionKey } from '../cache/versions.ts'
import type { TSchema } from 'typebox'
import { InputError } from '../http/errors.ts'
import { BannerInput, BranchInput, CategoryInput, CouponInput, PageInput } from './schemas.ts'
import type {
  BannerInput as Banner,
  BranchInput as Branch,
  CategoryInput as Category,
  CouponInput as Coupon,
  PageInput as Page,
} from './schemas.ts'

/**
 * The owner's simple resources: one row each, created, replaced and deleted whole. Each names the
 * cache versions its changes invalidate (DESIGN: every admin write bumps the matching version).
 */
export interface SimpleResource<Input> {
  table: 'branches' | 'categories' | 'banners' | 'pages' | 'coupons'
  schema: TSchema
  cacheKeys: VersionKey[]
  /** A slug must be unique within the table. */
  uniqueSlug: boolean
  toRow(input: Input): Record<string, string | number | null>
}

const flag = (value: boolean | undefined) => (value === false ? 0 : 1)

const branches: SimpleResource<Branch> = {
  table: 'branches',
  schema: BranchInput,
  cacheKeys: ['cache-branches'],
  uniqueSlug: false,
  toRow: (b) => ({
    name: b.name,
    address: b.address,
    phone: b.phone ?? '',
    pincodes: JSON.stringify([...new Set(b.pincodes ?? [])]),
    opening_hours: JSON.stringify(b.opening_hours ?? []),
    is_open: flag(b.is_open),
    position: b.position ?? 0,
    delivery_fee: b.delivery_fee ?? 0,
    free_delivery_above: b.free_delivery_above ?? null,
  }),
}

// Category tiles and product blocks on the home page are expanded from the catalogue, so a category
// change moves cache-products, which get-data also depends on.
const categories: SimpleResource<Category> = {
  table: 'categories',
  schema: CategoryInput,
  cacheKeys: ['cache-products'],
  uniqueSlug: true,
  toRow: (c) => ({
    name: c.name,
    slug: c.slug,
    primary_image: c.primary_image ? JSON.stringify(c.primary_image) : null,
    color: c.color.toLowerCase(),
    position: c.position ?? 0,
  }),
}

const banners: SimpleResource<Banner> = {
  table: 'banners',
  schema: BannerInput,
  cacheKeys: ['cache-layouts'],
  uniqueSlug: false,
  toRow: (b) => {
    if ((b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY') && !b.link_slug)
      throw new InputError(`a ${b.link_type} banner needs link_slug`, [{ path: 'link_slug', message: 'is required for this link_type' }])
    if (b.link_type === 'CUSTOM' && !b.custom_url)
      throw new InputError('a CUSTOM banner needs custom_url', [{ path: 'custom_url', message: 'is required for CUSTOM links' }])
    return {
      title: b.title ?? '',
      image: JSON.stringify(b.image),
      link_type: b.link_type,
      link_slug: b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY' ? (b.link_slug ?? null) : null,
      custom_url: b.link_type === 'CUSTOM' ? (b.custom_url ?? null) : null,
      position: b.position ?? 0,
    }
  },
}

const pages: SimpleResource<Page> = {
  table: 'pages',
  schema: PageInput,
  cacheKeys: ['cache-pages'],
  uniqueSlug: true,
  toRow: (p) => ({ title: p.title, slug: p.slug, content: p.content, position: p.position ?? 0 }),
}

// Carts price from a per-version copy of the offers, so every coupon change moves 'cache-offers'.
const coupons: SimpleResource<Coupon> = {
  table: 'coupons',
  schema: CouponInput,
  cacheKeys: ['cache-offers'],
  uniqueSlug: false,
  toRow: (c) => {
    if (c.kind === 'percentage' && c.value > 10_000)
      throw new InputError('a percentage is at most 10000 basis points (100%)', [
        { path: 'value', message: 'must be at most 10000 for a percentage' },
      ])
    if (c.starts_at && c.ends_at && c.starts_at >= c.ends_at)
      throw new InputError('starts_at must be before ends_at', [{ path: 'ends_at', message: 'must be after starts_at' }])
    return {
      code: c.code.toUpperCase(),
      title: c.title,
      description: c.description ?? '',
      kind: c.kind,
      value: c.value,
      max_discount: c.max_discount ?? null,
      min_order: c.min_order ?? 0,
      first_order_only: c.first_order_only ? 1 : 0,
      starts_at: c.starts_at ? new Date(c.starts_at).toISOString() : null,
      ends_at: c.ends_at ? new Date(c.ends_at).toISOString() : null,
      branch_id: c.branch_id ?? null,
      per_user_limit: c.per_user_limit ?? null,
      total_limit: c.total_limit ?? null,
      is_automatic: c.is_automatic ? 1 : 0,
      is_active: flag(c.is_active),
    }
  },
}

export const SIMPLE_RESOURCES = { branches, categories, banners, pages, coupons } as Record<string, SimpleResource<unknown>>
