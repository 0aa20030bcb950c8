import { createHash } from 'node:crypto'
import type { ProductFile, ProductFileSlot } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { CatalogueOwnerService } from '../catalogue/owner.service.ts'
import type { Tx } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import { cleanContentType, cleanFileName } from './file-names.ts'
import type { ProductFileRow, ProductFilesRepository } from './files.repository.ts'

export interface Upload {
  bytes: Buffer
  fileName: string | undefined
  contentType: string | undefined
}

const toProductFile = (row: ProductFileRow): ProductFile => ({
  product_id: row.product_id,
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  sha256: row.sha256,
  updated_at: row.updated_at,
})

/** What the audit log keeps of a product's file (decision 0051): which file, never its bytes. */
type AuditedFile = Record<string, unknown> | null
const audited = (row: ProductFileRow | undefined): AuditedFile =>
  row ? { file_name: row.file_name, content_type: row.content_type, file_bytes: row.size, sha256: row.sha256 } : null

/** A product deleted while its file was being stored. */
const isMissingProduct = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

/** The owner attaches, replaces and removes a product's downloadable file (decision 0024). */
export class DownloadFilesOwnerService {
  constructor(
    private readonly files: ProductFilesRepository,
    private readonly catalogue: CatalogueOwnerService,
    private readonly writes: OwnerWrites,
  ) {}

  /** A product without a file is a normal state (most products are not digital): null, not a 404. */
  async fileOf(productId: number): Promise<ProductFileSlot> {
    await this.catalogue.productOrThrow(productId)
    const row = await this.files.byProduct(productId)
    return { file: row ? toProductFile(row) : null }
  }

  /**
   * Stores the file whole in one short transaction, after the upload has arrived: on SQLite the one
   * writer would otherwise wait on the owner's network for the length of the upload.
   */
  async attach(productId: number, upload: Upload, actor: Actor): Promise<ProductFile> {
    await this.catalogue.productOrThrow(productId)
    if (upload.bytes.length === 0) throw new InputError('The file is empty', [{ path: 'file', message: 'is empty' }])
    const file = {
      product_id: productId,
      file_name: cleanFileName(upload.fileName),
      content_type: cleanContentType(upload.contentType),
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      updated_at: new Date().toISOString(),
    }
    const store = () =>
      this.writes.run([], async (trx) => {
        const before = audited(await this.files.byProduct(productId, trx))
        const row = await this.files.replace(trx, file, upload.bytes)
        await this.record(trx, actor, productId, 'file upload', before, audited(row))
        return row
      })
    try {
      // Two uploads for one product at once on PostgreSQL: the second meets the first's row under the
      // product's unique key; once more, it replaces that file, as it would have done a moment later.
      return toProductFile(await store().catch((error: unknown) => (isUniqueViolation(error) ? store() : Promise.reject(error))))
    } catch (error) {
      if (isMissingProduct(error)) throw new NotFoundError('Product')
      throw error
    }
  }

  async remove(productId: number, actor: Actor): Promise<void> {
    await this.catalogue.productOrThrow(productId)
    const removed = await this.writes.run([], async (trx) => {
      const before = audited(await this.files.byProduct(productId, trx))
      if (!before || !(await this.files.remove(trx, productId))) return false
      await this.record(trx, actor, productId, 'file remove', before, null)
      return true
    })
    if (!removed) throw new NotFoundError('File')
  }

  /** On the product's own history, where the owner looks for what changed about it. */
  private record(trx: Tx, actor: Actor, productId: number, action: string, before: AuditedFile, after: AuditedFile) {
    return this.writes.record(trx, actor, { objectType: 'product', objectId: productId, action, before, after })
  }
}
