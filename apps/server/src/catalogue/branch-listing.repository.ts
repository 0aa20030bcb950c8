/**
 * What a branch sells and at what price: the products' own figures, with the branch's (product_branches)
 * winning where it has set one. Every shopper's read of products (listings, search, a product page)
 * starts from here, so a branch's price, stock and availability are read one way.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely'
import type { Image, ProductCard } from '@store/core'
import type { Database } from '../db/schema.ts'
import { parseJson } from './options.repository.ts'

/** A query over the products a branch sells (branchListing), to narrow and select from. */
export type Listing = SelectQueryBuilder<Database, 'products', object>

/**
 * Which part of a listing to read: the products with some left (or untracked stock) or those sold out
 * at the branch. Listings show the first group, then the second (decision 0039).
 */
export type StockGroup = 'available' | 'sold_out'

/**
 * Products the branch sells: active, and not switched off for that branch (`branchId` 0 = no branch).
 * NOT EXISTS rather than a LEFT JOIN: with ORDER BY … LIMIT on the listing index the database stops
 * after one page, where a join made SQLite build a filter over every branch row first.
 */
export function branchListing(db: Kysely<Database>, branchId: number): Listing {
  return db
    .selectFrom('products')
    .where('products.is_active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_branches as pb')
            .select('pb.product_id')
            .whereRef('pb.product_id', '=', 'products.id')
            .where('pb.branch_id', '=', branchId)
            .where('pb.is_available', '=', 0),
        ),
      ),
    )
}

/** Card columns; the branch's price and stock (product_branches) win where they are set. */
export function withCardColumns(qb: Listing, branchId: number) {
  return qb.select((eb) => [
    'products.id',
    'products.name',
    'products.slug',
    'products.images',
    'products.has_options',
    eb.fn.coalesce(override(eb, branchId, 'selling_price'), 'products.selling_price').as('price'),
    eb.fn.coalesce(override(eb, branchId, 'original_price'), 'products.original_price').as('original_price'),
    stockAt(eb, branchId).as('stock'),
  ])
}

/** Keeps one stock group: stock 0 (or below) at the branch is sold out; untracked stock (null) never is. */
export function inStockGroup(qb: Listing, branchId: number, group: StockGroup | undefined): Listing {
  if (group === undefined) return qb
  return group === 'sold_out'
    ? qb.where((eb) => eb(stockAt(eb, branchId), '<=', 0))
    : qb.where((eb) => eb(eb.fn.coalesce(stockAt(eb, branchId), eb.lit(1)), '>', 0))
}

/** The branch's own figure for a column (product_branches), null where it has none. */
function override(eb: ExpressionBuilder<Database, 'products'>, branchId: number, column: 'selling_price' | 'original_price' | 'stock') {
  return eb
    .selectFrom('product_branches as pb')
    .select(`pb.${column}`)
    .whereRef('pb.product_id', '=', 'products.id')
    .where('pb.branch_id', '=', branchId)
}

/** The stock at the branch: the branch's figure where set, else the product's; null = not tracked. */
export function stockAt(eb: ExpressionBuilder<Database, 'products'>, branchId: number) {
  return eb.fn.coalesce(override(eb, branchId, 'stock'), 'products.stock')
}

interface CardRow {
  id: number
  name: string
  slug: string
  images: string
  has_options: number
  price: number | string
  original_price: number | string | null
  stock: number | string | null
}

export function toCard(r: CardRow): ProductCard {
  const images = parseJson<Image[]>(r.images, [])
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    price: Number(r.price),
    original_price: r.original_price === null ? null : Number(r.original_price),
    image: images[0] ?? null,
    in_stock: r.stock === null || Number(r.stock) > 0,
    has_options: r.has_options === 1,
  }
}
