import type { OrdersExportQuery } from '@store/core'
import type { BranchesOwnerService } from '../branches/owner.service.ts'
import type { CatalogueOwnerService } from '../catalogue/owner.service.ts'
import type { ProductImportService } from '../catalogue/import.service.ts'
import { startOfDay } from '../dashboard/periods.ts'
import { offsetMinutes } from '../store/zone-clock.ts'
import { InputError } from '../http/errors.ts'
import { csvRow } from './csv.ts'
import { CUSTOMER_COLUMNS, ORDER_COLUMNS, type ExportRepository } from './export.repository.ts'
import { PRODUCT_COLUMNS, productRow } from './product-rows.ts'

/** Rows read per query: the most any export holds in memory at once. */
export const EXPORT_PAGE = 1000
/** Whole products are read with their options, a few queries each: a smaller page. */
const PRODUCT_PAGE = 200
const MAX_DAYS = 3660

/** The instant a store day ("2026-11-28") starts in `timeZone`. */
function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const noon = Date.UTC(y, m - 1, d, 12)
  return startOfDay(new Date(noon - offsetMinutes(new Date(noon), timeZone) * 60_000), timeZone)
}

/**
 * The CSV exports (decision 0093): async generators that read a page, write its rows and read the
 * next only when the reply has taken them (a Readable pulls), so memory stays at one page.
 */
export class CsvExportService {
  constructor(
    private readonly repo: ExportRepository,
    private readonly products: ProductImportService,
    private readonly catalogue: CatalogueOwnerService,
    private readonly branches: BranchesOwnerService,
    private readonly timeZone: () => Promise<string>,
  ) {}

  async *productsCsv(): AsyncGenerator<string> {
    const [categories, branches] = await Promise.all([this.catalogue.categories(), this.branches.list()])
    const categoryName = new Map(categories.map((c) => [c.slug, c.name]))
    const branchName = new Map(branches.map((b) => [b.id, b.name]))
    yield csvRow(PRODUCT_COLUMNS)
    for (let after = 0; ; ) {
      const page = await this.products.productsAfter(after, PRODUCT_PAGE)
      if (page.length === 0) return
      yield page.map((p) => csvRow(productRow(p, categoryName, branchName))).join('')
      after = page.at(-1)!.id
    }
  }

  /** Checks the range before the reply starts, so a bad one is a 422 and not a broken download. */
  async ordersRange({ from, to }: OrdersExportQuery): Promise<{ from: string; to: string }> {
    const valid = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
    if (!valid(from)) throw new InputError('from is not a date', [{ path: 'from', message: 'is not a date' }])
    if (!valid(to)) throw new InputError('to is not a date', [{ path: 'to', message: 'is not a date' }])
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (days < 0) throw new InputError('to must not be before from', [{ path: 'to', message: 'must not be before from' }])
    if (days > MAX_DAYS) throw new InputError('export at most ten years at once', [{ path: 'to', message: 'is too far from from' }])
    const timeZone = await this.timeZone()
    const next = new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10)
    return { from: dayStart(from, timeZone).toISOString(), to: dayStart(next, timeZone).toISOString() }
  }

  async *ordersCsv(range: { from: string; to: string }): AsyncGenerator<string> {
    yield csvRow(ORDER_COLUMNS)
    for (let after: { at: string; id: number } | null = null; ; ) {
      const page = await this.repo.ordersPage(range.from, range.to, after, EXPORT_PAGE)
      if (page.length === 0) return
      yield page
        .map((o) => {
          const discount = o.product_price_discount + o.order_discount_amount + o.shipping_discount_amount
          const cells = { ...o, discount } as Record<string, string | number | null>
          return csvRow(ORDER_COLUMNS.map((c) => cells[c]))
        })
        .join('')
      const last = page.at(-1)!
      after = { at: last.placed_at ?? '', id: last.id }
    }
  }

  async *customersCsv(): AsyncGenerator<string> {
    yield csvRow(CUSTOMER_COLUMNS)
    for (let after = 0; ; ) {
      const page = await this.repo.customersPage(after, EXPORT_PAGE)
      if (page.length === 0) return
      yield page.map((u) => csvRow(CUSTOMER_COLUMNS.map((c) => (c === 'wallet_balance' ? (u.wallet_balance ?? 0) : u[c])))).join('')
      after = page.at(-1)!.id
    }
  }
}
