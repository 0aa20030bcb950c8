import Papa from 'papaparse'
import { Ajv } from 'ajv'
import {
  CSV_IMPORT_BATCH,
  CSV_MAX_ROWS,
  ProductInput,
  checkProductDocument,
  type CategoryInput,
  type ImportCheck,
  type ImportProblem,
  type ImportProgress,
} from '@store/core'
import type { BranchesOwnerService } from '../branches/owner.service.ts'
import type { CatalogueOwnerService } from '../catalogue/owner.service.ts'
import type { ProductImportService } from '../catalogue/import.service.ts'
import { InputError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import { COLUMN_OF_FIELD, PRODUCT_COLUMNS, parseProductRow } from './product-rows.ts'

/**
 * The schema the product editor's calls are validated against (POST /api/admin/products), with Ajv as
 * Fastify runs it, but every error of a row at once and no type coercion (the cells are parsed already).
 */
const productSchema = new Ajv({ allErrors: true, strict: false }).compile(ProductInput)
const REQUIRED = ['slug', 'name', 'selling_price'] as const

/** A checked file: the documents to write (in file order), the categories to add, and every problem. */
interface Checked extends ImportCheck {
  docs: ProductInput[]
  categories: CategoryInput[]
}

/**
 * The products CSV import (decision 0093): papaparse reads the file; each row becomes a product
 * document checked by the editor's own rules (the contract's schema and core's checkProductDocument),
 * and nothing is written while any row has a problem. Then batches of 500, one transaction each.
 */
export class CsvImportService {
  constructor(
    private readonly products: ProductImportService,
    private readonly catalogue: CatalogueOwnerService,
    private readonly branches: BranchesOwnerService,
  ) {}

  async check(text: string): Promise<ImportCheck> {
    const { docs: _docs, categories: _categories, ...answer } = await this.checked(text)
    return answer
  }

  /** Writes a file that checks clean, yielding progress after each batch; a file with problems is a 422 and writes nothing. */
  async *apply(text: string, file: string, actor: Actor): AsyncGenerator<ImportProgress> {
    const checked = await this.checked(text)
    if (checked.problems.length > 0) {
      const first = checked.problems[0]!
      throw new InputError(
        `Row ${first.row}, ${first.column}: ${first.message} (${checked.problems.length} problems; run the check to see them all)`,
        checked.problems.slice(0, 1000).map((p) => ({ path: `rows/${p.row}/${p.column}`, message: p.message })),
      )
    }
    const total = checked.docs.length
    const counts = { created: 0, updated: 0 }
    let error: string | undefined
    try {
      await this.products.addCategories(checked.categories)
      for (let i = 0; i < total; i += CSV_IMPORT_BATCH) {
        const done = await this.products.writeBatch(checked.docs.slice(i, i + CSV_IMPORT_BATCH))
        counts.created += done.created
        counts.updated += done.updated
        yield { done: Math.min(i + CSV_IMPORT_BATCH, total), total, ...counts, finished: false }
      }
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure)
      throw failure
    } finally {
      // Batches already written stay written: the audit entry says how far the import got.
      await this.products.recordImport(actor, { file, rows: total, categories: checked.categories.length, ...counts, ...(error && { error }) })
    }
    yield { done: total, total, ...counts, finished: true }
  }

  private async checked(text: string): Promise<Checked> {
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' })
    const header = parsed.meta.fields ?? []
    const problems: ImportProblem[] = []
    for (const column of REQUIRED) if (!header.includes(column)) problems.push({ row: 0, column, message: 'column is missing' })
    for (const column of header)
      if (!(PRODUCT_COLUMNS as readonly string[]).includes(column))
        problems.push({ row: 0, column, message: `is not a column of the products CSV (${PRODUCT_COLUMNS.join(', ')})` })
    if (parsed.data.length > CSV_MAX_ROWS) throw new InputError(`A file may hold at most ${CSV_MAX_ROWS} products`, [{ path: 'file', message: 'has too many rows' }])
    if (problems.length > 0) return { rows: parsed.data.length, create: 0, update: 0, new_categories: [], problems, docs: [], categories: [] }
    // papaparse's row is its index among the records: row numbers here count data rows from 1.
    for (const e of parsed.errors) problems.push({ row: (e.row ?? -1) + 1, column: '', message: e.message })

    const [branches, categories, existing] = await Promise.all([
      this.branches.list(),
      this.catalogue.categories(),
      this.products.existingSlugs(parsed.data.map((r) => (r.slug ?? '').trim()).filter(Boolean)),
    ])
    const branchId = new Map(branches.map((b) => [b.name, b.id]))
    const knownCategories = new Set(categories.map((c) => c.slug))
    const newCategories = new Map<string, CategoryInput>()
    const seen = new Map<string, number>()
    const docs: ProductInput[] = []
    parsed.data.forEach((record, index) => {
      const row = index + 1
      const at = (column: string, message: string) => problems.push({ row, column, message })
      const { doc, branches: named, categoryNames, problems: cells } = parseProductRow(record)
      for (const p of cells) at(p.column, p.message)
      const input: ProductInput = {
        ...doc,
        branches: named.map(({ branch, ...rest }) => {
          const id = branchId.get(branch)
          if (id === undefined) at('branches', `no branch is named "${branch}"`)
          return { branch_id: id ?? 1, ...rest }
        }),
      }
      const wellFormed = productSchema(input)
      for (const e of productSchema.errors ?? []) {
        const [field = '', ...rest] = e.instancePath.replace(/^\//, '').split('/')
        at(COLUMN_OF_FIELD[field] ?? (field || 'row'), `${rest.length > 0 ? `${rest.join('/')} ` : ''}${e.message ?? 'is invalid'}`)
      }
      // The editor's rules read the options' shape: they run once the schema holds.
      for (const p of wellFormed ? checkProductDocument(input) : []) {
        const [field = '', ...rest] = p.path.split('/')
        at(COLUMN_OF_FIELD[field] ?? field, `${rest.length > 0 ? `${rest.join('/')}: ` : ''}${p.message}`)
      }
      const before = seen.get(input.slug)
      if (before !== undefined && input.slug) at('slug', `"${input.slug}" is also on row ${before}`)
      seen.set(input.slug, row)
      ;(input.category_slugs ?? []).forEach((slug, i) => {
        if (!knownCategories.has(slug) && !newCategories.has(slug))
          newCategories.set(slug, { slug, name: (categoryNames[i] ?? slug).slice(0, 200) || slug, color: '' })
      })
      docs.push(input)
    })
    const update = docs.filter((d) => existing.has(d.slug)).length
    return {
      rows: docs.length,
      create: docs.length - update,
      update,
      new_categories: [...newCategories.values()].map((c) => c.name),
      problems,
      docs,
      categories: [...newCategories.values()],
    }
  }
}
