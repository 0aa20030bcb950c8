import type { CategoryInput, OwnerCategory, OwnerProduct, OwnerProductListQuery, OwnerProductPage, ProductInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { BranchesOwnerService } from '../branches/owner.service.ts'
import type { Tx } from '../db/transaction.ts'
import type { Actor } from '../staff/actor.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { ProductWriterRepository } from './owner-product-writer.repository.ts'
import type { CatalogueOwnerRepository } from './owner.repository.ts'
import type { ProductListRepository } from './owner-list.repository.ts'
import { searchWords } from './search-words.ts'
import { checkProductDocument } from '@store/core'

// Category tiles and product blocks on the home page are expanded from the catalogue, so a category
// change moves cache-products, which get-data also depends on.
const KEYS = ['cache-products'] as const

/** The owner's catalogue: categories and whole product documents, checked before anything is written. */
export class CatalogueOwnerService {
  constructor(
    private readonly repo: CatalogueOwnerRepository,
    private readonly writer: ProductWriterRepository,
    private readonly branches: BranchesOwnerService,
    private readonly writes: OwnerWrites,
    private readonly list: ProductListRepository,
  ) {}

  categories(): Promise<OwnerCategory[]> {
    return this.repo.categories()
  }

  async categoryOrThrow(id: number): Promise<OwnerCategory> {
    const category = await this.repo.category(id)
    if (!category) throw new NotFoundError('Category')
    return category
  }

  createCategory(input: CategoryInput, actor: Actor): Promise<number> {
    return this.writes.run(KEYS, async (trx) => {
      await this.assertCategorySlugFree(trx, input.slug)
      const id = await this.repo.insertCategory(trx, input)
      await this.writes.record(trx, actor, {
        objectType: 'category',
        objectId: id,
        action: 'create',
        after: await this.repo.category(id, trx),
      })
      return id
    })
  }

  updateCategory(id: number, input: CategoryInput, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      await this.assertCategorySlugFree(trx, input.slug, id)
      const before = await this.repo.category(id, trx)
      if (!before || !(await this.repo.updateCategory(trx, id, input))) throw new NotFoundError('Category')
      const after = await this.repo.category(id, trx)
      await this.writes.record(trx, actor, { objectType: 'category', objectId: id, action: 'update', before, after })
    })
  }

  removeCategory(id: number, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.category(id, trx)
      if (!before || !(await this.repo.deleteCategory(trx, id))) throw new NotFoundError('Category')
      await this.writes.record(trx, actor, { objectType: 'category', objectId: id, action: 'delete', before })
    })
  }

  /** Which of these product ids exist: the layout editor names products by id (decision 0083). */
  productIdsIn(ids: number[]): Promise<Set<number>> {
    return this.repo.productIdsIn([...new Set(ids)])
  }

  /** The owner's list, searched and filtered (decision 0056). */
  products({ q, page, ...filters }: OwnerProductListQuery): Promise<OwnerProductPage> {
    return this.list.page({ ...filters, words: searchWords(q ?? ''), page: page ?? 1 })
  }

  async productOrThrow(id: number): Promise<OwnerProduct> {
    const product = await this.repo.product(id)
    if (!product) throw new NotFoundError('Product')
    return product
  }

  createProduct(doc: ProductInput, actor: Actor): Promise<number> {
    // The first product ends the sample page (settings' addedProduct): settings' copies go too.
    return this.writes.run([...KEYS, 'cache-settings'], async (trx) => {
      const id = await this.writer.insert(trx, doc, await this.checkedCategories(trx, doc))
      await this.writes.record(trx, actor, {
        objectType: 'product',
        objectId: id,
        action: 'create',
        after: await this.repo.product(id, trx),
      })
      return id
    })
  }

  updateProduct(id: number, doc: ProductInput, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.product(id, trx)
      if (!before) throw new NotFoundError('Product')
      await this.writer.update(trx, id, doc, await this.checkedCategories(trx, doc, id))
      const after = await this.repo.product(id, trx)
      await this.writes.record(trx, actor, { objectType: 'product', objectId: id, action: 'update', before, after })
    })
  }

  removeProduct(id: number, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.product(id, trx)
      if (!before || !(await this.repo.deleteProduct(trx, id))) throw new NotFoundError('Product')
      await this.writes.record(trx, actor, { objectType: 'product', objectId: id, action: 'delete', before })
    })
  }

  /**
   * Everything a product document must satisfy before it is written: coherent options, a free slug,
   * categories and branches that exist. Answers the ids of its categories.
   */
  private async checkedCategories(trx: Tx, doc: ProductInput, productId?: number): Promise<number[]> {
    const problems = checkProductDocument(doc)
    if (problems.length > 0) throw new InputError(`${problems[0]!.path}: ${problems[0]!.message}`, problems)

    const clash = await this.repo.productIdBySlug(trx, doc.slug)
    if (clash !== undefined && clash !== productId)
      throw new InputError(`slug "${doc.slug}" is already used by another product`, [{ path: 'slug', message: 'is already used' }])

    const slugs = [...new Set(doc.category_slugs ?? [])]
    const categories = await this.repo.categoriesBySlugs(trx, slugs)
    const missing = slugs.filter((s) => !categories.some((c) => c.slug === s))
    if (missing.length > 0)
      throw new InputError(
        `unknown category "${missing[0]}"`,
        missing.map((s) => ({ path: 'category_slugs', message: `unknown category "${s}"` })),
      )
    await this.branches.assertExist(
      trx,
      (doc.branches ?? []).map((b) => b.branch_id),
    )
    return categories.map((c) => c.id)
  }

  private async assertCategorySlugFree(trx: Tx, slug: string, id?: number): Promise<void> {
    const clash = await this.repo.categoryIdBySlug(trx, slug)
    if (clash !== undefined && clash !== id)
      throw new InputError(`slug "${slug}" is already used`, [{ path: 'slug', message: 'is already used' }])
  }
}
