import type { CategoryProductPage, Category, Product, ProductPage, SearchResultPage } from '@store/core'
import { DEFAULT_BRANCH_ID } from '@store/core'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { CatalogueRepository } from './repository.ts'
import type { StoreRepository } from '../store/repository.ts'
import type { VersionedMemo } from '../cache/versioned-memo.ts'

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
    private readonly store: StoreRepository,
    private readonly memo: VersionedMemo,
  ) {}

  /** A listing's total changes only with the catalogue, so it is counted once per cache-products version. */
  private count(branchId: number, categoryId?: number): Promise<number> {
    return this.memo.get(`count|${branchId}|${categoryId ?? ''}`, ['cache-products', 'cache-branches'], () =>
      this.catalogue.countCards(branchId, categoryId),
    )
  }

  /**
   * The branch whose range and prices apply. An unknown branch is a 404, except the default branch
   * of a store that has no branches yet (a fresh, empty store), which sells everything at base price.
   */
  async branchIdOrThrow(requested: number): Promise<number> {
    // Every storefront call asks this; branches change only with cache-branches.
    const resolved = await this.memo.get(`branch|${requested}`, ['cache-branches'], async () => {
      if (await this.store.branchExists(requested)) return requested
      if (requested === DEFAULT_BRANCH_ID && !(await this.store.anyBranch())) return 0
      return -1
    })
    if (resolved < 0) throw new NotFoundError('Branch')
    return resolved
  }

  async products(branchId: number, paging: Paging): Promise<ProductPage> {
    const branch = await this.branchIdOrThrow(branchId)
    const [products, total] = await Promise.all([this.catalogue.listCards(branch, window(paging)), this.count(branch)])
    return { products, ...pageInfo(paging, total) }
  }

  async categoryOrThrow(slug: string): Promise<Category> {
    const category = await this.catalogue.categoryBySlug(slug)
    if (!category) throw new NotFoundError('Category')
    return category
  }

  async categoryProducts(branchId: number, slug: string, paging: Paging): Promise<CategoryProductPage> {
    const [branch, category] = await Promise.all([this.branchIdOrThrow(branchId), this.categoryOrThrow(slug)])
    const [products, total] = await Promise.all([
      this.catalogue.listCards(branch, window(paging), category.id),
      this.count(branch, category.id),
    ])
    return { category, products, ...pageInfo(paging, total) }
  }

  async productOrThrow(branchId: number, slug: string): Promise<Product> {
    const product = await this.catalogue.productBySlug(await this.branchIdOrThrow(branchId), slug)
    if (!product) throw new NotFoundError('Product')
    return product
  }

  async search(branchId: number, query: string, paging: Paging): Promise<SearchResultPage> {
    const trimmed = query.trim()
    if (trimmed.length < MIN_SEARCH_LENGTH)
      throw new InputError(`Type at least ${MIN_SEARCH_LENGTH} characters to search`, [
        { path: 'q', message: `must be at least ${MIN_SEARCH_LENGTH} characters` },
      ])
    const branch = await this.branchIdOrThrow(branchId)
    const words = searchWords(trimmed)
    if (words.length === 0) return { query: trimmed, products: [], ...pageInfo(paging, 0) }
    const { cards, total } = await this.catalogue.search(branch, words, window(paging))
    return { query: trimmed, products: cards, ...pageInfo(paging, total) }
  }
}

function window(paging: Paging) {
  return { limit: paging.per_page, offset: (paging.page - 1) * paging.per_page }
}

function pageInfo(paging: Paging, total: number) {
  return { current_page: paging.page, last_page: Math.max(1, Math.ceil(total / paging.per_page)), per_page: paging.per_page, total }
}
