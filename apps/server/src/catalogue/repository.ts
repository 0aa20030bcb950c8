import { sql, type Kysely } from 'kysely'
import type { Image, Product, ProductCard } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Dialect } from '../db/connect.ts'
import { parseJson, type ProductOptionsRepository } from './options.repository.ts'
import { ftsPrefixQuery, tsPrefixQuery } from './search-words.ts'
import {
  branchListing,
  inStockGroup,
  stockAt,
  toCard,
  withCardColumns,
  type Listing,
  type StockGroup,
} from './branch-listing.repository.ts'

/** Search counts matches up to this many: past it a shopper refines the query rather than paging. */
export const SEARCH_COUNT_CAP = 1000
/** Search ranks at most this many matches (docs/decisions/0004-search.md). */
export const SEARCH_RANK_CANDIDATES = 2000

/** A listing's size: every product in it, and how many of them are sold out at the branch. */
export interface ListingCounts {
  total: number
  soldOut: number
}

/** A product with what pricing needs beyond the shopper's view: stock and its own tax rate. */
export type PricedProduct = Product & { stock: number | null; tax_rate_bp: number | null }

export class CatalogueRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly options: ProductOptionsRepository,
  ) {}

  private inCategory(qb: Listing, categoryId?: number): Listing {
    if (categoryId === undefined) return qb
    return qb.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'products.id')
          .where('pc.category_id', '=', categoryId),
      ),
    )
  }

  /**
   * One stock group of the listing in the shop's order. Each group is read on its own, so the query
   * still walks the listing index and stops after one page, where sorting sold-out products last in
   * SQL would sort the whole listing for every page (decision 0039).
   */
  async listCards(
    branchId: number,
    page: { limit: number; offset: number },
    group: StockGroup,
    categoryId?: number,
  ): Promise<ProductCard[]> {
    const rows = await withCardColumns(
      inStockGroup(this.inCategory(branchListing(this.db, branchId), categoryId), branchId, group),
      branchId,
    )
      .orderBy('products.position')
      .orderBy('products.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
    return rows.map(toCard)
  }

  /** Counts the listing and its sold-out products in one pass. */
  async countCards(branchId: number, categoryId?: number): Promise<ListingCounts> {
    const row = await this.inCategory(branchListing(this.db, branchId), categoryId)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>(eb.case().when(stockAt(eb, branchId), '<=', 0).then(1).end()).as('sold_out'),
      ])
      .executeTakeFirstOrThrow()
    return { total: Number(row.n), soldOut: Number(row.sold_out) }
  }

  /** Products of the given categories (or any, when none), leaving out some; for "you may also like". */
  async recommendedCards(branchId: number, categoryIds: number[], excludeIds: number[], limit: number): Promise<ProductCard[]> {
    // A sold-out product cannot go in the cart, so it is never recommended for it (decision 0039).
    let qb = inStockGroup(branchListing(this.db, branchId), branchId, 'available')
    if (excludeIds.length > 0) qb = qb.where('products.id', 'not in', excludeIds)
    if (categoryIds.length > 0) {
      qb = qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_categories as pc')
            .select('pc.product_id')
            .whereRef('pc.product_id', '=', 'products.id')
            .where('pc.category_id', 'in', categoryIds),
        ),
      )
    }
    const rows = await withCardColumns(qb, branchId).orderBy('products.position').orderBy('products.id').limit(limit).execute()
    return rows.map(toCard)
  }

  async cardsByIds(branchId: number, ids: number[]): Promise<ProductCard[]> {
    if (ids.length === 0) return []
    const rows = await withCardColumns(branchListing(this.db, branchId), branchId).where('products.id', 'in', ids).execute()
    const byId = new Map(rows.map((r) => [r.id, toCard(r)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /**
   * Ranked full-text search with prefix matching: every word the shopper typed must match the start
   * of a word in the name or description; name matches rank higher. Ranking is the costly part, so
   * at most SEARCH_RANK_CANDIDATES matches are ranked (exact below that; see decision 0004).
   * `categoryIds`: categories whose own name matched; their products follow the ranked matches.
   */
  async search(
    branchId: number,
    words: string[],
    categoryIds: number[],
    page: { limit: number; offset: number },
    hideSoldOut: boolean,
  ): Promise<{ cards: ProductCard[]; total: number }> {
    // `score`: lower is better in both dialects (bm25 is negative-better; ts_rank is negated, at most 0).
    const ranked =
      this.dialect === 'postgres'
        ? sql`SELECT id, -ts_rank(search, to_tsquery('simple', ${tsPrefixQuery(words)})) AS score
          FROM products WHERE search @@ to_tsquery('simple', ${tsPrefixQuery(words)}) LIMIT ${SEARCH_RANK_CANDIDATES}`
        : sql`SELECT rowid AS id, rank AS score FROM products_fts
          WHERE products_fts MATCH ${ftsPrefixQuery(words)} LIMIT ${SEARCH_RANK_CANDIDATES}`
    // A category's products score 1, after every word match; a product matched both ways keeps its rank.
    // No shopper pages past SEARCH_COUNT_CAP results, so no more of a category's products are read.
    const candidates =
      categoryIds.length === 0
        ? sql<{ id: number; score: number }>`(${ranked})`
        : sql<{ id: number; score: number }>`(SELECT id, MIN(score) AS score FROM (
            SELECT * FROM (${ranked}) AS words
            UNION ALL
            SELECT * FROM (SELECT product_id AS id, 1 AS score FROM product_categories
              WHERE category_id IN (${sql.join(categoryIds)}) LIMIT ${SEARCH_COUNT_CAP}) AS named
          ) AS found GROUP BY id)`
    const shown = inStockGroup(branchListing(this.db, branchId), branchId, hideSoldOut ? 'available' : undefined)
    const matching = shown.innerJoin(candidates.as('m'), 'm.id', 'products.id')
    // Sold-out matches after the rest, each group by rank: the candidates are few (at most
    // SEARCH_RANK_CANDIDATES), so this sort costs little (decision 0039).
    const rows = await withCardColumns(matching as unknown as Listing, branchId)
      .orderBy((eb) => eb.case().when(stockAt(eb, branchId), '<=', 0).then(1).else(0).end())
      .orderBy(sql`m.score`)
      .orderBy('products.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
    const count = await this.db
      .selectFrom(matching.select('products.id').limit(SEARCH_COUNT_CAP).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return { cards: rows.map(toCard), total: Number(count.n) }
  }

  /** Every category's slug and up to `limit` active products' slugs, in the shop's order: for the sitemap. */
  async slugs(limit: number): Promise<{ categories: string[]; products: string[] }> {
    const [categories, products] = await Promise.all([
      this.db.selectFrom('categories').select('slug').orderBy('position').execute(),
      this.db.selectFrom('products').select('slug').where('is_active', '=', 1).orderBy('position').orderBy('id').limit(limit).execute(),
    ])
    return { categories: categories.map((c) => c.slug), products: products.map((p) => p.slug) }
  }

  async productBySlug(branchId: number, slug: string): Promise<PricedProduct | undefined> {
    return this.product(branchId, 'slug', slug)
  }

  async productById(branchId: number, id: number): Promise<PricedProduct | undefined> {
    return this.product(branchId, 'id', id)
  }

  /** A product's name and slug whatever it is now (reviews stay readable for a product no longer sold). */
  async linkById(id: number): Promise<{ name: string; slug: string } | undefined> {
    return this.db.selectFrom('products').select(['name', 'slug']).where('id', '=', id).executeTakeFirst()
  }

  /**
   * The names of these products whatever they are now (inactive, or not sold at a branch), by id: a cart
   * names a line it no longer sells. A product whose row was deleted is absent.
   */
  async namesByIds(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map()
    const rows = await this.db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute()
    return new Map(rows.map((r) => [r.id, r.name]))
  }

  async slugsByIds(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map()
    const rows = await this.db.selectFrom('products').select(['id', 'slug']).where('id', 'in', ids).execute()
    return new Map(rows.map((r) => [r.id, r.slug]))
  }

  private async product(branchId: number, by: 'slug' | 'id', key: string | number): Promise<PricedProduct | undefined> {
    const row = await withCardColumns(branchListing(this.db, branchId), branchId)
      .select(['products.description', 'products.selling_price as base_price', 'products.tax_rate_bp'])
      .where(by === 'slug' ? 'products.slug' : 'products.id', '=', key)
      .executeTakeFirst()
    if (!row) return undefined
    const [categories, attributes, combinations, multi] = await Promise.all([
      this.db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select(['c.id', 'c.name', 'c.slug'])
        .where('pc.product_id', '=', row.id)
        .orderBy('c.position')
        .execute(),
      this.options.attributes(row.id),
      this.options.combinations(row.id),
      this.options.multiAttributes(row.id),
    ])
    // A branch that sells the product at its own price moves every variant by the same amount.
    const branchDelta = Number(row.price) - Number(row.base_price)
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      images: parseJson<Image[]>(row.images, []),
      selling_price: Number(row.price),
      original_price: row.original_price === null ? null : Number(row.original_price),
      in_stock: row.stock === null || Number(row.stock) > 0,
      stock: row.stock === null ? null : Number(row.stock),
      tax_rate_bp: row.tax_rate_bp,
      categories,
      attributes,
      multi_selectable_attributes: multi,
      combinations: combinations.map((c) => ({ ...c, price: Math.max(0, c.price + branchDelta) })),
    }
  }
}
