import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import { LOW_STOCK_AT, OWNER_PRODUCTS_PER_PAGE, type Image, type OwnerProductListQuery, type OwnerProductPage } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Dialect } from '../db/connect.ts'
import { parseJson } from './options.repository.ts'
import { ftsPrefixQuery, tsPrefixQuery } from './search-words.ts'

type Eb = ExpressionBuilder<Database, 'products'>
/** A test on one stock column, of products or of product_branches. */
type StockTest = (column: Expression<number | null>) => Expression<SqlBool>
const SOLD_OUT: StockTest = (column) => sql<SqlBool>`${column} <= 0`
const LOW: StockTest = (column) => sql<SqlBool>`${column} BETWEEN 1 AND ${LOW_STOCK_AT}`
/** How many of the newest products a PostgreSQL search tries before asking the full-text index. */
const RECENT_WINDOW = 5000
/** The same within a category: its newest products, read from its own index. */
const RECENT_IN_CATEGORY = 1000
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
    const stockTest = filter.stock === 'sold_out' ? SOLD_OUT : filter.stock === 'low' ? LOW : undefined
    // PostgreSQL cannot tell how many products a typed prefix matches (it guesses 2% for any), so it
    // always walks the products newest first: quick for "pi", which matches every tenth product, but a
    // walk of the whole table for a rare word. The newest products are tried first; when they hold
    // the whole page, matches are dense and that is the answer; otherwise matches are few, and the
    // full-text index lists them all (decision 0056); within a category, from the index that holds
    // each product's words and categories together.
    const twoStep = this.dialect === 'postgres' && filter.words.length > 0 && !stockTest
    if (!twoStep) return this.read(filter, stockTest, 'walk')
    const recent = await this.read(filter, undefined, 'recent')
    return recent.has_more ? recent : this.read(filter, undefined, 'matches')
  }

  /**
   * One page by one plan: `walk` drives the page by ids in index order (of every product, or of the
   * category's); `recent` walks the newest products only (RECENT_WINDOW of all, or RECENT_IN_CATEGORY
   * of the category's); `matches` drives it by the full-text index's matches.
   */
  private async read(
    filter: ProductListFilter,
    stockTest: StockTest | undefined,
    plan: 'walk' | 'recent' | 'matches',
  ): Promise<OwnerProductPage> {
    const branchId = filter.branch_id
    // The few low or sold-out ids are read first, as a materialised set, within a category too:
    // PostgreSQL would otherwise walk every product newest first looking for them when a page's LIMIT
    // tempts it (decision 0056).
    const from = stockTest
      ? this.db
          .with(
            (cte) => cte('d').materialized(),
            () => this.stockInCategory(branchId, stockTest, filter.category_id),
          )
          .selectFrom('d')
      : plan === 'matches'
        ? this.db
            .with(
              (cte) => cte('d').materialized(),
              (db) => db.selectFrom('products').select('id').where(this.indexedMatches(filter.words, filter.category_id)),
            )
            .selectFrom('d')
        : this.db.selectFrom(this.driver(filter.category_id, plan).as('d'))
    let query = from
      .innerJoin('products', 'products.id', 'd.id')
      .select((eb) => ['products.id', 'name', 'slug', 'selling_price', 'is_active', 'images', stock(eb, branchId).as('stock')])
    if (plan === 'recent') {
      query = query.where(this.matchesUnindexed(filter.words))
      if (filter.category_id === undefined)
        query = query.where('products.id', '>', sql<number>`(SELECT COALESCE(MAX(id), 0) FROM products) - ${RECENT_WINDOW}`)
    } else if (plan === 'walk' && filter.words.length > 0) query = query.where(this.matches(filter.words))
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
    if (filter.stock === 'in_stock')
      query = query.where((eb) => eb.or([eb(stock(eb, branchId), 'is', null), eb(stock(eb, branchId), '>', LOW_STOCK_AT)]))

    const rows = await query
      // The matches are few: sorted by themselves, not merged with a walk of every product in id order,
      // which PostgreSQL would pick for an ORDER BY on the id itself.
      .orderBy(plan === 'matches' ? sql<number>`d.id + 0` : sql.ref('d.id'), 'desc')
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

  /**
   * The ids that drive a page without a stock filter, newest first: a category's products from its own
   * index (ordered by product id), else every product. Read in id order from an index, a page costs
   * its own rows rather than a sort of every match (decision 0056). The `recent` plan takes only the
   * category's newest RECENT_IN_CATEGORY.
   */
  private driver(categoryId: number | undefined, plan: 'walk' | 'recent' | 'matches') {
    if (categoryId === undefined) return this.db.selectFrom('products').select('id')
    const inCategory = this.db.selectFrom('product_categories').select('product_id as id').where('category_id', '=', categoryId)
    return plan === 'recent' ? inCategory.orderBy('product_id', 'desc').limit(RECENT_IN_CATEGORY) : inCategory
  }

  /**
   * The ids of `stockAt`, within a category when one is given, kept to those in its own index
   * (`product_categories`' primary key): the few stock matches still drive the page, where a walk of
   * the category would test every one of its products for a state none of them is in (decision 0056).
   */
  private stockInCategory(branchId: number | undefined, test: StockTest, categoryId: number | undefined) {
    const ids = this.stockAt(branchId, test)
    if (categoryId === undefined) return ids
    return this.db
      .selectFrom(ids.as('s'))
      .select('s.id')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_categories as pc')
            .select('pc.product_id')
            .where('pc.category_id', '=', categoryId)
            .whereRef('pc.product_id', '=', 's.id'),
        ),
      )
  }

  /**
   * The ids whose stock (at the branch when one is given, its own figure winning where set) meets the
   * test. Few products are low or sold out, so they are read from the stock indexes rather than found
   * by scanning every product newest first (decision 0056).
   */
  private stockAt(branchId: number | undefined, test: StockTest) {
    const db = this.db
    const ownTest = db
      .selectFrom('products as p')
      .select('p.id as id')
      .where((eb) => test(eb.ref('p.stock')))
    if (branchId === undefined) return ownTest
    return db
      .selectFrom('product_branches as pb')
      .select('pb.product_id as id')
      .where('pb.branch_id', '=', branchId)
      .where((eb) => test(eb.ref('pb.stock')))
      .unionAll(
        ownTest.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_branches as own')
                .select('own.product_id')
                .whereRef('own.product_id', '=', 'p.id')
                .where('own.branch_id', '=', branchId)
                .where('own.stock', 'is not', null),
            ),
          ),
        ),
      )
  }

  /**
   * PostgreSQL's test of `matches` in its function form (`ts_match_vq` is what `@@` calls), which no
   * index answers: among the newest products a short prefix is tested row by row, where building its
   * list from the full-text index (every word starting "cr") would cost ten times more.
   */
  private matchesUnindexed(words: string[]) {
    return sql<SqlBool>`ts_match_vq(products.search, ${tsQuery(words)}::tsquery)`
  }

  /**
   * PostgreSQL's matches as its indexes list them: within a category, from the index on each product's
   * words and category lexemes together (migration 2026120800), so the category is an AND inside the
   * index rather than a walk of the category's products.
   */
  private indexedMatches(words: string[], categoryId: number | undefined) {
    if (categoryId === undefined) return this.matches(words)
    const category = `'#category:${categoryId}'`
    return sql<SqlBool>`(products.search || products.category_lexemes) @@ (${tsQuery(words)} && ${category}::tsquery)`
  }

  /** Every word must match the start of a word (prefix match), as the storefront's search does. */
  private matches(words: string[]) {
    if (this.dialect === 'postgres') return sql<SqlBool>`products.search @@ ${tsQuery(words)}`
    return sql<SqlBool>`products.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsPrefixQuery(words)})`
  }
}

/** Every word as a prefix, in the storefront's text configuration. */
const tsQuery = (words: string[]) => sql`to_tsquery('simple', ${tsPrefixQuery(words)})`

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
