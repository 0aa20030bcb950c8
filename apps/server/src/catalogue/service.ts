import type { CategoryProductPage, Category, Product, ProductCard, ProductPage, SearchResultPage } from '@store/core'
import type { BranchesService } from '../branches/service.ts'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { CatalogueRepository, ListingCounts, PricedProduct } from './repository.ts'
import type { CategoriesRepository } from './categories.repository.ts'
import { nameMatches, searchWords } from './search-words.ts'

export type { PricedProduct }

/** The owner's say in what listings show (the store area answers it). */
export interface ListingRules {
  hideSoldOut(): Promise<boolean>
}

export interface Paging {
  page: number
  per_page: number
}

export const MIN_SEARCH_LENGTH = 2

export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly categoryRows: CategoriesRepository,
    private readonly branches: BranchesService,
    private readonly memo: VersionedMemo,
    private readonly rules: ListingRules,
  ) {}

  /**
   * A listing's size changes only with the catalogue (a product selling out or coming back moves
   * cache-products too), so it is counted once per version.
   */
  private count(branchId: number, categoryId?: number): Promise<ListingCounts> {
    return this.memo.get(`count|${branchId}|${categoryId ?? ''}`, ['cache-products', 'cache-branches'], () =>
      this.catalogue.countCards(branchId, categoryId),
    )
  }

  /**
   * One page of a listing: the products with some left in the shop's order, then the sold-out ones in
   * the same order, or none of them when the owner hides them (decision 0039). The page is cut from
   * that whole order by the counts, so pages never repeat or skip a product.
   */
  private async listing(branchId: number, paging: Paging, categoryId?: number): Promise<{ products: ProductCard[]; total: number }> {
    const [{ total, soldOut }, hide] = await Promise.all([this.count(branchId, categoryId), this.rules.hideSoldOut()])
    const available = total - soldOut
    const { limit, offset } = window(paging)
    const end = offset + limit
    const [first, rest] = await Promise.all([
      offset < available
        ? this.catalogue.listCards(branchId, { limit: Math.min(end, available) - offset, offset }, 'available', categoryId)
        : [],
      !hide && end > available
        ? this.catalogue.listCards(
            branchId,
            { limit: end - Math.max(offset, available), offset: Math.max(0, offset - available) },
            'sold_out',
            categoryId,
          )
        : [],
    ])
    return { products: [...first, ...rest], total: hide ? available : total }
  }

  async products(branchId: number, paging: Paging): Promise<ProductPage> {
    const { products, total } = await this.listing(await this.branches.idOrThrow(branchId), paging)
    return { products, ...pageInfo(paging, total) }
  }

  async categoryOrThrow(slug: string): Promise<Category> {
    const category = await this.categoryRows.categoryBySlug(slug)
    if (!category) throw new NotFoundError('Category')
    return category
  }

  async categoryProducts(branchId: number, slug: string, paging: Paging): Promise<CategoryProductPage> {
    const [branch, category] = await Promise.all([this.branches.idOrThrow(branchId), this.categoryOrThrow(slug)])
    const { products, total } = await this.listing(branch, paging, category.id)
    return { category, products, ...pageInfo(paging, total) }
  }

  /** The name and slug of a product by id, for the screens about it (its reviews); an unknown id is a 404. */
  async productLinkOrThrow(id: number): Promise<{ name: string; slug: string }> {
    const link = await this.catalogue.linkById(id)
    if (!link) throw new NotFoundError('Product')
    return link
  }

  async productOrThrow(branchId: number, slug: string): Promise<Product> {
    const product = await this.catalogue.productBySlug(await this.branches.idOrThrow(branchId), slug)
    if (!product) throw new NotFoundError('Product')
    return product
  }

  async search(branchId: number, query: string, paging: Paging): Promise<SearchResultPage> {
    const trimmed = query.trim()
    if (trimmed.length < MIN_SEARCH_LENGTH)
      throw new InputError(`Type at least ${MIN_SEARCH_LENGTH} characters to search`, [
        { path: 'q', message: `must be at least ${MIN_SEARCH_LENGTH} characters` },
      ])
    const branch = await this.branches.idOrThrow(branchId)
    const words = searchWords(trimmed)
    if (words.length === 0) return { query: trimmed, products: [], ...pageInfo(paging, 0) }
    const named = (await this.allCategories()).filter((c) => nameMatches(c.name, words)).map((c) => c.id)
    const { cards, total } = await this.catalogue.search(branch, words, named, window(paging), await this.rules.hideSoldOut())
    return { query: trimmed, products: cards, ...pageInfo(paging, total) }
  }

  /** Every category, read once per catalogue version (category writes move cache-products). */
  private allCategories(): Promise<Category[]> {
    return this.memo.get('categories', ['cache-products'], () => this.categoryRows.categories())
  }

  /** Category and product slugs for the sitemap (at most `limit` products). */
  slugs(limit: number): Promise<{ categories: string[]; products: string[] }> {
    return this.catalogue.slugs(limit)
  }

  /** Products change only with cache-products, so carts price from a per-version copy. */
  async productForPricing(branchId: number, productId: number): Promise<PricedProduct | undefined> {
    const product = await this.memo.get(
      `cart-product|${branchId}|${productId}`,
      ['cache-products', 'cache-branches'],
      async () => (await this.catalogue.productById(branchId, productId)) ?? null,
    )
    return product ?? undefined
  }

  /** Names of products no longer sold (or sold elsewhere), for the cart lines that still hold them; not cached: rarely asked. */
  productNames(productIds: readonly number[]): Promise<Map<number, string>> {
    return this.catalogue.namesByIds(productIds)
  }

  /** The slugs of these products whatever their state, by id: the layout editor's banner links (decision 0083). */
  productSlugs(productIds: readonly number[]): Promise<Map<number, string>> {
    return this.catalogue.slugsByIds(productIds)
  }

  /** Up to `limit` products from the categories of `productIds` and not among them; the first products when that finds none. */
  async recommended(branchId: number, productIds: number[], limit: number): Promise<ProductCard[]> {
    const categories = await this.categoryRows.categoryIdsOf(productIds)
    const picks = await this.catalogue.recommendedCards(branchId, categories, productIds, limit)
    return picks.length > 0 || categories.length === 0 ? picks : this.catalogue.recommendedCards(branchId, [], productIds, limit)
  }

  /** Categories by id in the given order, or all of them; for home blocks. */
  categories(ids?: number[]): Promise<Category[]> {
    return this.categoryRows.categories(ids)
  }

  /** Cards by id in the given order, sold out or not: for the wishlist, which says which are sold out. */
  cardsByIds(branchId: number, ids: number[]): Promise<ProductCard[]> {
    return this.catalogue.cardsByIds(branchId, ids)
  }

  /** A products block's chosen cards: the owner's order, sold-out ones last or hidden (decision 0039). */
  async blockCards(branchId: number, ids: number[]): Promise<ProductCard[]> {
    const [cards, hide] = await Promise.all([this.catalogue.cardsByIds(branchId, ids), this.rules.hideSoldOut()])
    const available = cards.filter((c) => c.in_stock)
    return hide ? available : [...available, ...cards.filter((c) => !c.in_stock)]
  }

  /** The first cards of the listing, or of one category's; an unknown category lists every product. */
  async firstCards(branchId: number, limit: number, categorySlug?: string): Promise<ProductCard[]> {
    const category = categorySlug === undefined ? undefined : await this.categoryRows.categoryBySlug(categorySlug)
    return (await this.listing(branchId, { page: 1, per_page: limit }, category?.id)).products
  }
}

function window(paging: Paging) {
  return { limit: paging.per_page, offset: (paging.page - 1) * paging.per_page }
}

function pageInfo(paging: Paging, total: number) {
  return { current_page: paging.page, last_page: Math.max(1, Math.ceil(total / paging.per_page)), per_page: paging.per_page, total }
}
