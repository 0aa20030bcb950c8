import { Type, type Static } from 'typebox'
import { defineEndpoints } from './define.ts'
import { CSV_FIELD, CSV_MAX_BYTES } from '../csv-files.ts'

/**
 * CSV export and import (decision 0093). Exports stream from the database page by page; the product
 * import is checked whole (a dry run lists every row's problems) before any batch is written.
 */
const csvUpload = { field: CSV_FIELD, maxBytes: CSV_MAX_BYTES, types: ['text/csv'] } as const
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })
const CsvText = Type.String({ description: 'CSV (RFC 4180), UTF-8, one header row' })

export const OrdersExportQuery = Type.Object(
  {
    /** The first and last store day (setting `timezone`) whose orders are exported, both included. */
    from: Day,
    to: Day,
  },
  { additionalProperties: false },
)
export type OrdersExportQuery = Static<typeof OrdersExportQuery>

/** One problem of one row: `row` counts the file's lines of data from 1 (the header is row 0). */
export const ImportProblem = Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() })
export type ImportProblem = Static<typeof ImportProblem>

export const ImportCheck = Type.Object({
  rows: Type.Integer(),
  /** Products the file would add, and products (found by slug) it would replace. */
  create: Type.Integer(),
  update: Type.Integer(),
  /** Categories named in the file that do not exist yet and would be added. */
  new_categories: Type.Array(Type.String()),
  problems: Type.Array(ImportProblem),
})
export type ImportCheck = Static<typeof ImportCheck>

/** A line of the import's progress stream: one after each batch, and a last one with `finished`. */
export const ImportProgress = Type.Object({
  done: Type.Integer(),
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  finished: Type.Boolean(),
})
export type ImportProgress = Static<typeof ImportProgress>

const tags = ['admin'] as const
export const ownerDataEndpoints = defineEndpoints({
  'GET /api/admin/export/products': {
    tags,
    summary: 'Every product with its options, add-ons, branch prices and stock, as CSV',
    produces: 'text/csv',
    response: CsvText,
  },
  'GET /api/admin/export/orders': {
    tags,
    summary: 'The orders placed between two store days, as CSV',
    querystring: OrdersExportQuery,
    produces: 'text/csv',
    response: CsvText,
  },
  'GET /api/admin/export/customers': { tags, summary: 'Every customer, as CSV', produces: 'text/csv', response: CsvText },
  'POST /api/admin/import/products/check': {
    tags,
    summary: "A dry run of a products CSV: every row's problems, and what it would change",
    upload: csvUpload,
    response: ImportCheck,
  },
  'POST /api/admin/import/products': {
    tags,
    summary: 'Imports a products CSV in batches, one transaction each; streams progress lines (NDJSON)',
    upload: csvUpload,
    produces: 'application/x-ndjson',
    response: ImportProgress,
  },
})
