import { Type, type Static, type TSchema } from 'typebox'
import { Image } from '../api/common.ts'
import { Banner, OpeningHours } from '../api/store.ts'

/**
 * What the owner API answers when the owner reads: the fields of the matching write body
 * (owner-inputs.ts) with every default filled in, plus `id` and what only the store writes
 * (a coupon's used_count). Booleans are booleans, JSON columns are parsed and money is an integer
 * of minor units, so a record can be edited and sent back without its read-only fields.
 */
const Id = Type.Integer()
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const OwnerBranch = Type.Object({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  pincodes: Type.Array(Type.String()),
  opening_hours: Type.Array(OpeningHours),
  is_open: Type.Boolean(),
  position: Type.Integer(),
  delivery_fee: Type.Integer(),
  free_delivery_above: Nullable(Type.Integer()),
  delivery_minutes: Type.Integer(),
  offers_pickup: Type.Boolean(),
})
export type OwnerBranch = Static<typeof OwnerBranch>

export const OwnerCategory = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  primary_image: Nullable(Image),
  color: Type.String(),
  position: Type.Integer(),
})
export type OwnerCategory = Static<typeof OwnerCategory>

export const OwnerBanner = Type.Object({
  id: Id,
  title: Type.String(),
  image: Image,
  link_type: Banner.properties.link_type,
  link_slug: Nullable(Type.String()),
  custom_url: Nullable(Type.String()),
  position: Type.Integer(),
})
export type OwnerBanner = Static<typeof OwnerBanner>

export const OwnerPage = Type.Object({
  id: Id,
  title: Type.String(),
  slug: Type.String(),
  content: Type.String(),
  position: Type.Integer(),
  published: Type.Boolean(),
  seo_title: Type.String(),
  seo_description: Type.String(),
})
export type OwnerPage = Static<typeof OwnerPage>

export const CouponKind = Type.Union([Type.Literal('percentage'), Type.Literal('flat'), Type.Literal('free_delivery')])
export const OwnerCoupon = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  kind: CouponKind,
  value: Type.Integer(),
  max_discount: Nullable(Type.Integer()),
  min_order: Type.Integer(),
  first_order_only: Type.Boolean(),
  starts_at: Nullable(Type.String()),
  ends_at: Nullable(Type.String()),
  branch_id: Nullable(Type.Integer()),
  per_user_limit: Nullable(Type.Integer()),
  total_limit: Nullable(Type.Integer()),
  is_automatic: Type.Boolean(),
  is_active: Type.Boolean(),
  /** Read-only: uses taken by shoppers' carts. */
  used_count: Type.Integer(),
})
export type OwnerCoupon = Static<typeof OwnerCoupon>

/**
 * A whole product as the owner writes it (ProductInput). Values carry a `ref` only where their label
 * is not unique within the product; combinations, dependencies and variant prices name values by ref.
 */
export const OwnerProduct = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  images: Type.Array(Image),
  selling_price: Type.Integer(),
  original_price: Nullable(Type.Integer()),
  stock: Nullable(Type.Integer()),
  is_active: Type.Boolean(),
  position: Type.Integer(),
  tax_rate_bp: Nullable(Type.Integer()),
  category_slugs: Type.Array(Type.String()),
  branches: Type.Array(
    Type.Object({
      branch_id: Type.Integer(),
      is_available: Type.Boolean(),
      selling_price: Nullable(Type.Integer()),
      original_price: Nullable(Type.Integer()),
      stock: Nullable(Type.Integer()),
    }),
  ),
  attributes: Type.Array(
    Type.Object({
      name: Type.String(),
      values: Type.Array(Type.Object({ value: Type.String(), ref: Type.Optional(Type.String()) })),
    }),
  ),
  combinations: Type.Array(Type.Object({ values: Type.Array(Type.String()), price: Type.Integer() })),
  multi_selectable_attributes: Type.Array(
    Type.Object({
      name: Type.String(),
      min_select: Nullable(Type.Integer()),
      max_select: Nullable(Type.Integer()),
      values: Type.Array(
        Type.Object({
          value: Type.String(),
          price: Nullable(Type.Integer()),
          dependencies: Type.Array(Type.String()),
          variant_prices: Type.Array(Type.Object({ variant: Type.Array(Type.String()), price: Type.Integer() })),
        }),
      ),
    }),
  ),
})
export type OwnerProduct = Static<typeof OwnerProduct>

/** Settings as stored: every value is text (get-data turns "true"/"false" into booleans for shoppers). */
export const OwnerSettings = Type.Record(Type.String(), Type.String())
export type OwnerSettings = Static<typeof OwnerSettings>

export const OwnerLayoutEntry = Type.Object({
  code: Type.String(),
  type: Type.Union([Type.Literal('designElement'), Type.Literal('plugin')]),
  data: Type.Record(Type.String(), Type.Unknown()),
  settings: Type.Record(Type.String(), Type.Unknown()),
  uniqueId: Nullable(Type.String()),
})
export type OwnerLayoutEntry = Static<typeof OwnerLayoutEntry>
export const OwnerLayout = Type.Object({ entries: Type.Array(OwnerLayoutEntry) })
export type OwnerLayout = Static<typeof OwnerLayout>
