import { Type, type Static, type TSchema } from 'typebox'
import { BLOCK_CODES, Banner, OpeningHours } from '../api/store.ts'
import { DATE_TIME_MAX_LENGTH, OWNER_NAME_MAX_LENGTH } from '../constants.ts'

/**
 * What the owner writes (the owner API's bodies). Unknown fields are rejected so a typo never silently
 * does nothing. The owner API answers its reads in the same field names (owner-records.ts), so a
 * record read can be edited and sent back.
 */
const strict = { additionalProperties: false } as const
/**
 * The schema's type or null, as one JSON Schema type list. Not an anyOf with Null: Ajv's coercion
 * (on for query strings) tries the first branch first and turns a null sent for an integer into 0
 * ("never free delivery" would become "always free") and for a string into "".
 */
const OrNull = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as unknown as { type: string }).type, 'null'] })
const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })
const Money = Type.Integer({ minimum: 0, maximum: 100_000_000 })
const Name = Type.String({ minLength: 1, maxLength: OWNER_NAME_MAX_LENGTH })
const Url = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)' })

export const ImageInput = Type.Object(
  {
    url: Url,
    width: Type.Integer({ minimum: 1, maximum: 10_000 }),
    height: Type.Integer({ minimum: 1, maximum: 10_000 }),
    alt: Type.Optional(Type.String({ maxLength: 300 })),
  },
  strict,
)
export type ImageInput = Static<typeof ImageInput>

export const SettingsInput = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9_]{1,100}$' }),
  Type.Union([Type.String({ maxLength: 20_000 }), Type.Boolean(), Type.Number()]),
  { additionalProperties: false, maxProperties: 500 },
)
export type SettingsInput = Static<typeof SettingsInput>

export const LayoutInput = Type.Object(
  {
    entries: Type.Array(
      Type.Object(
        {
          code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9_]+$' }),
          type: Type.Union([Type.Literal('designElement'), Type.Literal('plugin')]),
          data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          uniqueId: Type.Optional(OrNull(Type.String({ maxLength: 100 }))),
        },
        strict,
      ),
      { maxItems: 200 },
    ),
  },
  strict,
)
export type LayoutInput = Static<typeof LayoutInput>
export const DESIGN_BLOCK_CODES: readonly string[] = BLOCK_CODES

export const BranchInput = Type.Object(
  {
    name: Name,
    address: Type.String({ maxLength: 1000 }),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    pincodes: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 12, pattern: '^[A-Za-z0-9 -]+$' }), { maxItems: 5000 })),
    opening_hours: Type.Optional(Type.Array(OpeningHours, { maxItems: 21 })),
    is_open: Type.Optional(Type.Boolean()),
    position: Type.Optional(Type.Integer()),
    /** Delivery rules: a flat fee, and the order subtotal from which delivery is free. */
    delivery_fee: Type.Optional(Money),
    free_delivery_above: Type.Optional(OrNull(Money)),
    /** Estimated minutes from order to door, shown by the pincode check (default DEFAULT_DELIVERY_MINUTES). */
    delivery_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_080 })),
    /** Whether shoppers may collect orders here; on unless the owner says not. */
    offers_pickup: Type.Optional(Type.Boolean()),
  },
  strict,
)
export type BranchInput = Static<typeof BranchInput>

export const CategoryInput = Type.Object(
  {
    name: Name,
    slug: Slug,
    primary_image: Type.Optional(OrNull(ImageInput)),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 }),
    position: Type.Optional(Type.Integer()),
  },
  strict,
)
export type CategoryInput = Static<typeof CategoryInput>

export const BannerInput = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    image: ImageInput,
    link_type: Banner.properties.link_type,
    link_slug: Type.Optional(OrNull(Slug)),
    custom_url: Type.Optional(OrNull(Url)),
    position: Type.Optional(Type.Integer()),
  },
  strict,
)
export type BannerInput = Static<typeof BannerInput>

export const PageInput = Type.Object(
  {
    title: Name,
    slug: Slug,
    /** HTML, cleaned by the server's allow-list when saved (decision 0082). */
    content: Type.String({ maxLength: 200_000 }),
    position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    /** A draft (false) answers 404 on the storefront; absent: published, as pages were before drafts. */
    published: Type.Optional(Type.Boolean()),
    /** The head's title and description; empty: the page's title and the start of its text (spec §3). */
    seo_title: Type.Optional(Type.String({ maxLength: 200 })),
    seo_description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  strict,
)
export type PageInput = Static<typeof PageInput>

/**
 * A whole product with its options. Single-choice values get a `ref` (default: their label) so
 * combinations, add-on dependencies and variant prices can name them before they have ids.
 */
const Ref = Type.String({ minLength: 1, maxLength: 200 })
export const ProductInput = Type.Object(
  {
    name: Name,
    slug: Slug,
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
    images: Type.Optional(Type.Array(ImageInput, { maxItems: 20 })),
    selling_price: Money,
    original_price: Type.Optional(OrNull(Money)),
    stock: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
    is_active: Type.Optional(Type.Boolean()),
    position: Type.Optional(Type.Integer()),
    /** Tax rate in basis points (500 = 5%); absent or null = the store's rate (setting tax_rate_bp). */
    tax_rate_bp: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 10_000 }))),
    category_slugs: Type.Optional(Type.Array(Slug, { maxItems: 50 })),
    branches: Type.Optional(
      Type.Array(
        Type.Object(
          {
            branch_id: Type.Integer({ minimum: 1 }),
            is_available: Type.Optional(Type.Boolean()),
            selling_price: Type.Optional(OrNull(Money)),
            original_price: Type.Optional(OrNull(Money)),
            stock: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
          },
          strict,
        ),
        { maxItems: 500 },
      ),
    ),
    attributes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Name,
            values: Type.Array(Type.Object({ value: Name, ref: Type.Optional(Ref) }, strict), { minItems: 1, maxItems: 100 }),
          },
          strict,
        ),
        { maxItems: 10 },
      ),
    ),
    combinations: Type.Optional(
      Type.Array(
        Type.Object(
          {
            values: Type.Array(Ref, { minItems: 1, maxItems: 10 }),
            price: Money,
          },
          strict,
        ),
        { maxItems: 2000 },
      ),
    ),
    multi_selectable_attributes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Name,
            min_select: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 100 }))),
            max_select: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: 100 }))),
            values: Type.Array(
              Type.Object(
                {
                  value: Name,
                  price: Type.Optional(OrNull(Money)),
                  dependencies: Type.Optional(Type.Array(Ref, { maxItems: 100 })),
                  variant_prices: Type.Optional(
                    Type.Array(Type.Object({ variant: Type.Array(Ref, { minItems: 1, maxItems: 10 }), price: Money }, strict), {
                      maxItems: 2000,
                    }),
                  ),
                },
                strict,
              ),
              { minItems: 1, maxItems: 100 },
            ),
          },
          strict,
        ),
        { maxItems: 20 },
      ),
    ),
  },
  strict,
)
export type ProductInput = Static<typeof ProductInput>

/** A coupon code (or, with is_automatic, an offer applied without one). */
export const CouponInput = Type.Object(
  {
    code: Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }),
    title: Name,
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    kind: Type.Union([Type.Literal('percentage'), Type.Literal('flat'), Type.Literal('free_delivery')]),
    /** Basis points for a percentage (1000 = 10%), minor units for a flat amount, 0 for free delivery. */
    value: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    max_discount: Type.Optional(OrNull(Money)),
    min_order: Type.Optional(Money),
    first_order_only: Type.Optional(Type.Boolean()),
    starts_at: Type.Optional(OrNull(Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH }))),
    ends_at: Type.Optional(OrNull(Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH }))),
    branch_id: Type.Optional(OrNull(Type.Integer({ minimum: 1 }))),
    per_user_limit: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
    total_limit: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: 100_000_000 }))),
    is_automatic: Type.Optional(Type.Boolean()),
    is_active: Type.Optional(Type.Boolean()),
  },
  strict,
)
export type CouponInput = Static<typeof CouponInput>
