import { Type, type Static } from 'typebox'
import { Image } from '../api/common.ts'
import { BULK_MAX_PRODUCTS, STOCK_STATES } from '../owner-catalogue.ts'

/**
 * The owner's product list and its bulk actions (decision 0056). The list pages by id and answers
 * whether more follow instead of a total: counting 100,000 filtered rows on every keystroke costs more
 * than the page itself.
 */
const strict = { additionalProperties: false } as const
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

export const OwnerProductListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    /** Words matched at the start of words of the name or description (as the storefront's search). */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    category_id: Type.Optional(Id),
    /** With `available`: the products this branch sells (true) or has switched off (false); with `stock`, the branch's stock. */
    branch_id: Type.Optional(Id),
    available: Type.Optional(Type.Boolean()),
    stock: Type.Optional(Type.Union([Type.Literal(STOCK_STATES[0]), Type.Literal(STOCK_STATES[1]), Type.Literal(STOCK_STATES[2])])),
  },
  strict,
)
export type OwnerProductListQuery = Static<typeof OwnerProductListQuery>

export const OwnerProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  selling_price: Type.Integer(),
  is_active: Type.Boolean(),
  /** At the filtered branch when one is given, else the product's own; null = not tracked. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  image: Type.Union([Image, Type.Null()]),
})
export type OwnerProductSummary = Static<typeof OwnerProductSummary>

export const OwnerProductPage = Type.Object({ items: Type.Array(OwnerProductSummary), has_more: Type.Boolean() })
export type OwnerProductPage = Static<typeof OwnerProductPage>

const Amount = Type.Integer({ minimum: -100_000_000, maximum: 100_000_000 })
export const BulkAction = Type.Union([
  /** Moves the selling price (and each branch's own price) by an amount of minor units or a percent; never below 0. */
  Type.Object({ kind: Type.Literal('price'), by: Type.Union([Type.Literal('amount'), Type.Literal('percent')]), value: Amount }, strict),
  /** Sets the stock: the product's own, or one branch's (null = not tracked). */
  Type.Object(
    {
      kind: Type.Literal('stock'),
      stock: Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()]),
      branch_id: Type.Optional(Id),
    },
    strict,
  ),
  Type.Object({ kind: Type.Literal('availability'), branch_id: Id, is_available: Type.Boolean() }, strict),
  Type.Object({ kind: Type.Literal('active'), is_active: Type.Boolean() }, strict),
])
export type BulkAction = Static<typeof BulkAction>

export const BulkInput = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: BULK_MAX_PRODUCTS, uniqueItems: true }), action: BulkAction },
  strict,
)
export type BulkInput = Static<typeof BulkInput>
export const BulkResult = Type.Object({ updated: Type.Integer() })
export type BulkResult = Static<typeof BulkResult>

/** A photo as stored: the widest URL (a record's Image) and every width's. */
export const UploadedPhoto = Type.Object({
  image: Image,
  sizes: Type.Array(Type.Object({ width: Type.Integer(), height: Type.Integer(), url: Type.String(), bytes: Type.Integer() })),
})
export type UploadedPhoto = Static<typeof UploadedPhoto>
