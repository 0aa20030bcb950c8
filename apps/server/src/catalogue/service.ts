import type { CategoryProductPage, Category, Product, ProductCard, ProductPage, SearchResultPage } from '@store/core'
import type { BranchesService } from '../branches/service.ts'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { CatalogueRepository, PricedProduct } from './repository.ts'

export type { PricedProduct }

export interface Paging {
  page: number
  per_page: number
}

/** Splits what the shopper typed into search words; punctuation is dropped so it can never break the query syntax. */
export function searchWords(query: string): string[] {
  return (
    query
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, 8)
    .map((w) => w.slice(0, 50))
}

export const MIN_SEARCH_LENGTH = 2

export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly branches: BranchesService,
    private readonly memo: VersionedMemo,
  ) {}

  /** A listing's total changes only with the catalogue, so it is counted once per cache-products version. */
  private count(branchId: number, categoryId?: number): Promise<number> {
    return this.memo.get(`count|${branchId}|${categoryId ?? ''}`, ['cache-products', 'cache-branches'], () =>
      this.catalogue.countCards(branchId, categoryId),
    )
  }

  async products(branchId: number, paging: Paging): Promise<ProductPage> {
    const branch = await this.branches.idOrThrow(branchId)
    const [products, total] = await Promise.all([this.catalogue.listCards(branch, window(paging)), this.count(branch)])
    return { products, ...pageInfo(paging, total) }
  }

  async categoryOrThrow(slug: string): Promise<Category> {
    const category = await this.catalogue.categoryBySlug(slug)
    if (!category) throw new NotFoundError('Category')
    return category
  }

  async categoryProducts(branchId: number, slug: string, paging: Paging): Promise<CategoryProductPage> {
    const [branch, category] = await Promise.all([this.branches.idOrThrow(branchId), this.categoryOrThrow(slug)])
    const [products, total] = await Promise.all([
      this.catalogue.listCards(branch, window(paging), category.id),
      this.count(branch, category.id),
    ])
    return { category, products, ...pageInfo(paging, total) }
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
    const { cards, total } = await this.catalogue.search(branch, words, window(paging))
    return { query: trimmed, products: cards, ...pageInfo(paging, total) }
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

  /** Up to `limit` products from the categories of `productIds` and not among them; the first products when that finds none. */
  async recommended(branchId: number, productIds: number[], limit: number): Promise<ProductCard[]> {
    const categories = await this.catalogue.categoryIdsOf(productIds)
    const picks = await this.catalogue.recommendedCards(branchId, categories, productIds, limit)
    return picks.length > 0 || categories.length === 0 ? picks : this.catalogue.recommendedCards(branchId, [], productIds, limit)
  }

  /** Categories by id in the given order, or all of them; for home blocks. */
  categories(ids?: number[]): Promise<Category[]> {
    return this.catalogue.categories(ids)
  }

  cardsByIds(branchId: number, ids: number[]): Promise<ProductCard[]> {
    return this.catalogue.cardsByIds(branchId, ids)
  }

  /** The first cards of the listing, or of one category's; an unknown category lists every product. */
  async firstCards(branchId: number, limit: number, categorySlug?: string): Promise<ProductCard[]> {
    const category = categorySlug === undefined ? undefined : await this.catalogue.categoryBySlug(categorySlug)
    return this.catalogue.listCards(branchId, { limit, offset: 0 }, category?.id)
  }
}

function window(paging: Paging) {
  return { limit: paging.per_page, offset: (paging.page - 1) * paging.per_page }
}

function pageInfo(paging: Paging, total: number) {
  return { current_page: paging.page, last_page: Math.max(1, Math.ceil(total / paging.per_page)), per_page: paging.per_page, total }
}
