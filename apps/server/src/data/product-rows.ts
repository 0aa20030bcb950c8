import type { OwnerProduct, ProductInput } from '@store/core'
import { unguard, type Cell } from './csv.ts'

/**
 * A product as one CSV row (decision 0093). Plain fields are plain columns, money in minor units as the
 * API has it; categories are slugs and names side by side (so an empty store gets the categories too);
 * options, add-ons, branches and images keep the product document's own shape as JSON in one cell
 * each, with branches named rather than numbered, since ids differ between stores.
 */
export const PRODUCT_COLUMNS = [
  'slug',
  'name',
  'description',
  'selling_price',
  'original_price',
  'stock',
  'is_active',
  'position',
  'tax_rate_bp',
  'category_slugs',
  'category_names',
  'images',
  'options',
  'combinations',
  'add_ons',
  'branches',
] as const
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]

/** Where each part of the product document lives in the row, to name the column of a problem. */
export const COLUMN_OF_FIELD: Record<string, ProductColumn> = {
  attributes: 'options',
  multi_selectable_attributes: 'add_ons',
  category_slugs: 'category_slugs',
  branches: 'branches',
  images: 'images',
  combinations: 'combinations',
}

const LIST = '|'
const json = (value: unknown[]) => (value.length === 0 ? '' : JSON.stringify(value))

export function productRow(p: OwnerProduct, categoryName: Map<string, string>, branchName: Map<number, string>): Cell[] {
  const cells: Record<ProductColumn, Cell> = {
    slug: p.slug,
    name: p.name,
    description: p.description,
    selling_price: p.selling_price,
    original_price: p.original_price,
    stock: p.stock,
    is_active: p.is_active,
    position: p.position,
    tax_rate_bp: p.tax_rate_bp,
    category_slugs: p.category_slugs.join(LIST),
    category_names: p.category_slugs.map((s) => categoryName.get(s) ?? s).join(LIST),
    images: json(p.images.map(({ url, width, height, alt }) => ({ url, width, height, ...(alt ? { alt } : {}) }))),
    options: json(p.attributes),
    combinations: json(p.combinations),
    add_ons: json(p.multi_selectable_attributes),
    branches: json(
      p.branches.map(({ branch_id, ...rest }) => ({ branch: branchName.get(branch_id) ?? String(branch_id), ...rest })),
    ),
  }
  return PRODUCT_COLUMNS.map((c) => cells[c])
}

export interface RowProblem {
  column: string
  message: string
}

/** A row read back: the product document (without branch ids yet), its branches by name, and what is wrong with its cells. */
export interface ParsedRow {
  doc: Omit<ProductInput, 'branches'>
  branches: ({ branch: string } & Omit<NonNullable<ProductInput['branches']>[number], 'branch_id'>)[]
  categoryNames: string[]
  problems: RowProblem[]
}

const WHOLE = /^\d{1,10}$/

/** Reads one CSV record (by header name) into a product document; every unreadable cell is a problem. */
export function parseProductRow(record: Record<string, string | undefined>): ParsedRow {
  const problems: RowProblem[] = []
  const text = (column: ProductColumn) => unguard((record[column] ?? '').trim())
  const whole = (column: ProductColumn): number | null | undefined => {
    const value = text(column)
    if (value === '') return null
    if (!WHOLE.test(value) || !Number.isSafeInteger(Number(value))) {
      problems.push({ column, message: `must be a whole number${column.endsWith('price') ? ' of minor units (1050 for 10.50)' : ''}` })
      return undefined
    }
    return Number(value)
  }
  const list = (column: ProductColumn) =>
    text(column)
      .split(LIST)
      .map((s) => s.trim())
      .filter(Boolean)
  const parsed = <T,>(column: ProductColumn): T[] => {
    const value = text(column)
    if (value === '') return []
    try {
      const result: unknown = JSON.parse(value)
      if (Array.isArray(result)) return result as T[]
    } catch {
      // named below: the cell is not JSON
    }
    problems.push({ column, message: 'must be a JSON list, as the export writes it' })
    return []
  }
  const active = text('is_active').toLowerCase()
  if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(active)) problems.push({ column: 'is_active', message: 'must be true or false' })

  const doc = {
    slug: text('slug'),
    name: text('name'),
    description: text('description'),
    selling_price: whole('selling_price') ?? 0,
    original_price: whole('original_price') ?? null,
    stock: whole('stock') ?? null,
    is_active: !['false', 'no', '0'].includes(active),
    position: whole('position') ?? 0,
    tax_rate_bp: whole('tax_rate_bp') ?? null,
    category_slugs: list('category_slugs'),
    images: parsed<NonNullable<ProductInput['images']>[number]>('images'),
    attributes: parsed<NonNullable<ProductInput['attributes']>[number]>('options'),
    combinations: parsed<NonNullable<ProductInput['combinations']>[number]>('combinations'),
    multi_selectable_attributes: parsed<NonNullable<ProductInput['multi_selectable_attributes']>[number]>('add_ons'),
  }
  if (text('selling_price') === '') problems.push({ column: 'selling_price', message: 'is required' })
  return { doc, branches: parsed<ParsedRow['branches'][number]>('branches'), categoryNames: list('category_names'), problems }
}
