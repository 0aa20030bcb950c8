import { sql, type Kysely, type RawBuilder } from 'kysely'
import { DASHBOARD_TOP, OPEN_STATUSES } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { OffsetSegment, Span } from './periods.ts'

/**
 * Whether an order counts as a sale (decision 0092): not cancelled, not refunded in full, and not an
 * online order still unpaid (or failed). `alias` is one of this file's table aliases, never input.
 */
const counted = (alias: 'o' | 'p') =>
  sql.raw(
    `${alias}.status <> 'cancelled' AND ${alias}.payment_status <> 'refunded'` +
      ` AND NOT (${alias}.payment_method = 'online' AND ${alias}.payment_status IN ('pending', 'failed'))`,
  )
const inSpan = (span: Span, column = sql.ref('o.placed_at')) =>
  sql`${column} >= ${span.from.toISOString()} AND ${column} < ${span.to.toISOString()}`
/** Net of refunds: what the order brought in. */
const NET = sql`o.total - o.refunded`

export interface SpanFigures {
  sales: number
  orders: number
}
export interface TopRow {
  id: number
  name: string
  quantity: number
  sales: number
}

/**
 * The dashboard's read model over orders and their lines (decision 0092): every figure is one SQL
 * statement over the `placed_at` indexes, so a widget costs one round trip however many orders there are.
 * It only reads.
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sales and counts of several spans in one pass over the widest of them. */
  async figures(spans: Span[]): Promise<SpanFigures[]> {
    const from = new Date(Math.min(...spans.map((s) => s.from.getTime())))
    const to = new Date(Math.max(...spans.map((s) => s.to.getTime())))
    const columns = spans.flatMap((span, i) => [
      sql`COALESCE(SUM(CASE WHEN ${inSpan(span)} THEN ${NET} ELSE 0 END), 0) AS ${sql.ref(`s${i}`)}`,
      sql`COALESCE(SUM(CASE WHEN ${inSpan(span)} THEN 1 ELSE 0 END), 0) AS ${sql.ref(`n${i}`)}`,
    ])
    const { rows } = await sql<Record<string, number | string>>`
      SELECT ${sql.join(columns)} FROM orders o WHERE ${inSpan({ from, to })} AND ${counted('o')}`.execute(this.db)
    const row = rows[0] ?? {}
    return spans.map((_, i) => ({ sales: Number(row[`s${i}`] ?? 0), orders: Number(row[`n${i}`] ?? 0) }))
  }

  /** Orders by the store's hour of the day: each order's UTC minute of the day moved by the offset in force then. */
  async byHour(span: Span, segments: OffsetSegment[]): Promise<Map<number, number>> {
    const offset = segments
      .slice(1)
      .reduceRight<RawBuilder<unknown>>(
        (later, segment, i) =>
          sql`CASE WHEN o.placed_at < ${segment.from.toISOString()} THEN ${sql.lit(segments[i]!.minutes)} ELSE ${later} END`,
        sql.lit(segments.at(-1)!.minutes),
      )
    const minute = sql`CAST(SUBSTR(o.placed_at, 12, 2) AS INTEGER) * 60 + CAST(SUBSTR(o.placed_at, 15, 2) AS INTEGER)`
    const { rows } = await sql<{ hour: number | string; orders: number | string }>`
      SELECT ((${minute} + ${offset} + 1440) % 1440) / 60 AS hour, COUNT(*) AS orders
      FROM orders o WHERE ${inSpan(span)} AND ${counted('o')} GROUP BY 1`.execute(this.db)
    return new Map(rows.map((r) => [Number(r.hour), Number(r.orders)]))
  }

  /** The products that sold most (by their lines' totals as sold), named as on the order. */
  async topProducts(span: Span): Promise<TopRow[]> {
    const { rows } = await sql<TopRow>`
      SELECT l.product_id AS id, MAX(l.name) AS name, SUM(l.quantity) AS quantity, SUM(l.line_total) AS sales
      FROM orders o INNER JOIN order_lines l ON l.order_id = o.id
      WHERE ${inSpan(span)} AND ${counted('o')}
      GROUP BY l.product_id ORDER BY sales DESC, quantity DESC, id LIMIT ${sql.lit(DASHBOARD_TOP)}`.execute(this.db)
    return rows.map(numbers)
  }

  /** The categories that sold most; a product in two categories counts in each. */
  async topCategories(span: Span): Promise<TopRow[]> {
    const { rows } = await sql<TopRow>`
      SELECT c.id AS id, c.name AS name, SUM(l.quantity) AS quantity, SUM(l.line_total) AS sales
      FROM orders o INNER JOIN order_lines l ON l.order_id = o.id
      INNER JOIN product_categories pc ON pc.product_id = l.product_id
      INNER JOIN categories c ON c.id = pc.category_id
      WHERE ${inSpan(span)} AND ${counted('o')}
      GROUP BY c.id, c.name ORDER BY sales DESC, quantity DESC, c.id LIMIT ${sql.lit(DASHBOARD_TOP)}`.execute(this.db)
    return rows.map(numbers)
  }

  /** Orders and money by how they were paid: the wallet's part, and the rest by cash or online. */
  async payments(span: Span): Promise<{ cash: SpanFigures; wallet: SpanFigures; online: SpanFigures }> {
    const { rows } = await sql<Record<string, number | string | null>>`
      SELECT
        COALESCE(SUM(CASE WHEN o.payment_method = 'cod' THEN 1 ELSE 0 END), 0) AS cash_orders,
        COALESCE(SUM(CASE WHEN o.payment_method = 'cod' THEN o.total - o.wallet_used ELSE 0 END), 0) AS cash_amount,
        COALESCE(SUM(CASE WHEN o.payment_method = 'online' THEN 1 ELSE 0 END), 0) AS online_orders,
        COALESCE(SUM(CASE WHEN o.payment_method = 'online' THEN o.total - o.wallet_used ELSE 0 END), 0) AS online_amount,
        COALESCE(SUM(CASE WHEN o.wallet_used > 0 THEN 1 ELSE 0 END), 0) AS wallet_orders,
        COALESCE(SUM(o.wallet_used), 0) AS wallet_amount
      FROM orders o WHERE ${inSpan(span)} AND ${counted('o')}`.execute(this.db)
    const r = rows[0] ?? {}
    const pair = (means: string) => ({ orders: Number(r[`${means}_orders`] ?? 0), sales: Number(r[`${means}_amount`] ?? 0) })
    return { cash: pair('cash'), wallet: pair('wallet'), online: pair('online') }
  }

  async openByStatus(): Promise<Map<string, number>> {
    const { rows } = await sql<{ status: string; orders: number | string }>`
      SELECT o.status AS status, COUNT(*) AS orders FROM orders o
      WHERE o.status IN (${sql.join([...OPEN_STATUSES])}) AND ${counted('o')} GROUP BY o.status`.execute(this.db)
    return new Map(rows.map((r) => [r.status, Number(r.orders)]))
  }

  /** Signed-in shoppers who ordered in the span, and how many of them had ordered before it (RETURNING is a keyword: came_back). */
  async shoppers(span: Span): Promise<{ shoppers: number; returning: number }> {
    const { rows } = await sql<{ shoppers: number | string; came_back: number | string }>`
      SELECT COUNT(DISTINCT o.user_id) AS shoppers,
        COUNT(DISTINCT CASE WHEN EXISTS (
          SELECT 1 FROM orders p WHERE p.user_id = o.user_id AND p.placed_at < ${span.from.toISOString()} AND ${counted('p')}
        ) THEN o.user_id END) AS came_back
      FROM orders o WHERE o.user_id IS NOT NULL AND ${inSpan(span)} AND ${counted('o')}`.execute(this.db)
    return { shoppers: Number(rows[0]?.shoppers ?? 0), returning: Number(rows[0]?.came_back ?? 0) }
  }
}

const numbers = (r: TopRow): TopRow => ({ id: Number(r.id), name: r.name, quantity: Number(r.quantity), sales: Number(r.sales) })
