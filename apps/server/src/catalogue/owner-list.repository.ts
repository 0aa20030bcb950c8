import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { LOW_STOCK_AT, OWNER_PRODUCTS_PER_PAGE, type Image, type OwnerProductListQuery, type OwnerProductPage } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Dialect } from '../db/connect.ts'
import { parseJson } from './options.repository.ts'

type Eb = ExpressionBuilder<Database, 'products'>
export type ProductListFilter = Omit<OwnerProductListQuery, 'q' | 'page'> & { words: string[]; page: number }

/**
 * The owner's product list (decision 0056): newest first, one page and one more row to know whether
 * another page follows, never a count. Search uses the storefront's full-text index (decision 0004),
 * so a word typed matches the start of a word of the name or description.
 */
export class ProductListRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async page(filter: ProductListFilter): Promise<OwnerProductPage> {
    const branchId = filter.branch_id
    let query = this.db
      .selectFrom('products')
      .select((eb) => ['id', 'name', 'slug', 'selling_price', 'is_active', 'images', stock(eb, branchId).as('stock')])
    if (filter.words.length > 0) query = query.where((eb) => this.matches(eb, filter.words))
    if (filter.category_id !== undefined) {
      const categoryId = filter.category_id
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_categories as pc')
            .select('pc.product_id')
            .whereRef('pc.product_id', '=', 'products.id')
            .where('pc.category_id', '=', categoryId),
        ),
      )
    }
    if (branchId !== undefined && filter.available !== undefined) {
      // A branch sells a product unless its product_branches row switches it off.
      const off = ({ exists, selectFrom }: Eb) =>
        exists(
          selectFrom('product_branches as pb')
            .select('pb.product_id')
            .whereRef('pb.product_id', '=', 'products.id')
            .where('pb.branch_id', '=', branchId)
            .where('pb.is_available', '=', 0),
        )
      query = query.where((eb) => (filter.available ? eb.not(off(eb)) : off(eb)))
    }
    if (filter.stock === 'sold_out') query = query.where((eb) => eb(stock(eb, branchId), '<=', 0))
    if (filter.stock === 'low') query = query.where((eb) => eb.between(stock(eb, branchId), 1, LOW_STOCK_AT))
    if (filter.stock === 'in_stock')
      query = query.where((eb) => eb.or([eb(stock(eb, branchId), 'is', null), eb(stock(eb, branchId), '>', LOW_STOCK_AT)]))

    const rows = await query
      .orderBy('products.id', 'desc')
      .limit(OWNER_PRODUCTS_PER_PAGE + 1)
      .offset((filter.page - 1) * OWNER_PRODUCTS_PER_PAGE)
      .execute()
    return {
      items: rows.slice(0, OWNER_PRODUCTS_PER_PAGE).map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        selling_price: r.selling_price,
        is_active: r.is_active === 1,
        stock: r.stock === null ? null : Number(r.stock),
        image: parseJson<Image[]>(r.images, [])[0] ?? null,
      })),
      has_more: rows.length > OWNER_PRODUCTS_PER_PAGE,
    }
  }

  /** Every word must match the start of a word (prefix match), as the storefront's search does. */
  private matches(eb: Eb, words: string[]) {
    if (this.dialect === 'postgres') return sql<boolean>`products.search @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
    return eb(
      'products.id',
      'in',
      sql<number>`(SELECT rowid FROM products_fts WHERE products_fts MATCH ${words.map((w) => `"${w}"*`).join(' ')})`,
    )
  }
}

/** The stock at the branch when one is given (its own figure wins where set), else the product's. */
function stock(eb: Eb, branchId: number | undefined) {
  if (branchId === undefined) return eb.ref('products.stock')
  const own = eb
    .selectFrom('product_branches as pb')
    .select('pb.stock')
    .whereRef('pb.product_id', '=', 'products.id')
    .where('pb.branch_id', '=', branchId)
  return eb.fn.coalesce(own, 'products.stock')
}
