import type { CategoryInput, OwnerProduct, ProductInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Actor } from '../staff/actor.ts'
import type { ProductWriterRepository } from './owner-product-writer.repository.ts'
import type { CatalogueOwnerRepository } from './owner.repository.ts'
import type { ProductImportRepository } from './import.repository.ts'

/** A new product may end the sample page (settings' addedProduct), so settings' copies go too. */
const KEYS = ['cache-products', 'cache-settings'] as const
/** A category the import adds gets a neutral colour; the owner changes it in the catalogue. */
const NEW_CATEGORY_COLOUR = '#4b5563'

export type ImportCounts = { created: number; updated: number }

/**
 * Writes checked product documents in batches for the CSV import (decision 0093): each batch is one
 * transaction through the editor's own writer, and the whole import is one audit entry with its counts
 * (a product-by-product history of 10,000 rows would bury every other entry). The caller has run the
 * product rules (core's checkProductDocument) on every document first.
 */
export class ProductImportService {
  constructor(
    private readonly repo: CatalogueOwnerRepository,
    private readonly products: ProductImportRepository,
    private readonly writer: ProductWriterRepository,
    private readonly writes: OwnerWrites,
  ) {}

  /** Which of these slugs are products already. */
  existingSlugs(slugs: string[]): Promise<Set<string>> {
    return this.products.productSlugsAmong(slugs)
  }

  /** Adds the categories the file names that do not exist yet (one transaction, before the first batch). */
  async addCategories(categories: CategoryInput[]): Promise<void> {
    if (categories.length === 0) return
    await this.writes.run(KEYS, async (trx) => {
      for (const c of categories) await this.repo.insertCategory(trx, { ...c, color: c.color || NEW_CATEGORY_COLOUR })
    })
  }

  /** One batch in one transaction: each document replaces the product of its slug, or adds one. */
  writeBatch(docs: ProductInput[]): Promise<ImportCounts> {
    return this.writes.run(KEYS, async (trx) => {
      const counts = { created: 0, updated: 0 }
      const slugs = [...new Set(docs.flatMap((d) => d.category_slugs ?? []))]
      const categoryId = new Map((await this.repo.categoriesBySlugs(trx, slugs)).map((c) => [c.slug, c.id]))
      for (const doc of docs) {
        const ids = (doc.category_slugs ?? []).flatMap((s) => categoryId.get(s) ?? [])
        const id = await this.repo.productIdBySlug(trx, doc.slug)
        if (id === undefined) {
          await this.writer.insert(trx, doc, ids)
          counts.created++
        } else {
          await this.writer.update(trx, id, doc, ids)
          counts.updated++
        }
      }
      return counts
    })
  }

  /** The import's one audit entry: what file, how many rows, what it added and replaced. */
  recordImport(actor: Actor, summary: { file: string; rows: number; categories: number } & ImportCounts & { error?: string }) {
    return this.writes.run([], (trx) =>
      this.writes.record(trx, actor, { objectType: 'product_import', objectId: summary.file, action: 'import', after: summary }),
    )
  }

  /** A page of whole products after `afterId`, in id order, for the export. */
  async productsAfter(afterId: number, limit: number): Promise<OwnerProduct[]> {
    const ids = await this.products.productIdsAfter(afterId, limit)
    const products = await Promise.all(ids.map((id) => this.repo.product(id)))
    return products.filter((p): p is OwnerProduct => p !== undefined)
  }
}
