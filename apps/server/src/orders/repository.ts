import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { Dialect } from '../db/connect.ts'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type OrderRow = Selectable<Database['orders']>
export type OrderLineRow = Selectable<Database['order_lines']>
export type OrderEventRow = Selectable<Database['order_events']>
type NewOrder = Insertable<Database['orders']>
type NewLine = Omit<Insertable<Database['order_lines']>, 'order_id'>
type Db = Kysely<Database> | Tx

/** What a line of "My orders" shows (toSummary): the list reads these columns, not the whole row. */
const SUMMARY_COLUMNS = [
  'public_id',
  'number',
  'status',
  'payment_status',
  'payment_method',
  'fulfilment',
  'total',
  'item_count',
  'first_items',
  'placed_at',
  'created_at',
] as const
export type OrderSummaryRow = Pick<OrderRow, (typeof SUMMARY_COLUMNS)[number]>

/** The owner's filters of the order list. */
export interface OrderFilter {
  status?: string
  statuses?: string[]
  paymentMethod?: string
  paymentStatuses?: string[]
  number?: number
  /** The shopper's accounts (found by e-mail or phone) or a phone in the delivery address. */
  userIds?: number[]
  addressPhone?: string
  branchId?: number
  from?: string
  to?: string
}

/** The only code that touches orders, order_lines, order_events and the order-number counter. */
export class OrdersRepository {
  // Every place-order runs these, so they are compiled once (see prepareQuery).
  private readonly bumpNumber
  private readonly insertEvent
  private readonly userPage

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.bumpNumber = prepareQuery<Record<string, never>, { value: number }>(() =>
      db
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', 'order_number')
        .returning('value'),
    )
    this.insertEvent = prepareQuery<{ orderId: number; status: string; note: string; at: string }, OrderEventRow>((param) =>
      db
        .insertInto('order_events')
        .values({ order_id: param('orderId'), status: param('status'), note: param('note'), at: param('at') })
        .returningAll(),
    )
    // get-all-orders: the page and the shopper's count in one
    // statement, one round trip. The count is an uncorrelated subquery, so it is counted once, not per row.
    this.userPage = prepareQuery<{ userId: number; limit: number; offset: number }, OrderSummaryRow & { order_count: number | null }>(
      (param) =>
        db
          .selectFrom('orders')
          .select(SUMMARY_COLUMNS)
          .select(
            (eb) =>
              eb
                .selectFrom('orders as counted')
                .select(eb.fn.countAll<number>().as('n'))
                .where('counted.user_id', '=', param('userId'))
                .as('order_count'), // not `total`: that is each order's own column
          )
          .where('user_id', '=', param('userId'))
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(param('limit'))
          .offset(param('offset')),
    )
  }

  /** The shopper's orders that count (not cancelled), and how many of them used this code. */
  async history(owner: string, code: string, db: Db = this.db): Promise<{ orders: number; usedCode: number }> {
    const row = await db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number | null>(eb.case().when('coupon_code', '=', code).then(1).else(0).end()).as('used_code'),
      ])
      .where('owner_key', '=', owner)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow()
    return { orders: Number(row.orders), usedCode: Number(row.used_code ?? 0) }
  }

  /**
   * Makes the shopper's orders wait their turn until this transaction ends, so what history() reads in it
   * stays true until the order is written: two orders of one shopper, placed at once from carts at two
   * branches, cannot both use a "first order only" or once-per-shopper offer (decision 0042). PostgreSQL
   * takes a transaction-scoped advisory lock on the shopper's key; SQLite's BEGIN IMMEDIATE already
   * admits one writer at a time.
   */
  async holdShopperOrders(trx: Tx, owner: string): Promise<void> {
    if (this.dialect !== 'postgres') return
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders-of:${owner}`}, 0))`.execute(trx)
  }

  /**
   * The next order number, counted per store. PostgreSQL takes it from a sequence, which locks nothing
   * (migration 2026112308); SQLite, one writer at a time, bumps the counters row.
   */
  async nextNumber(trx: Tx): Promise<number> {
    if (this.dialect === 'postgres') {
      const { rows } = await sql<{ value: string }>`SELECT nextval('order_number_seq') AS value`.execute(trx)
      return Number(rows[0]!.value)
    }
    const [row] = await this.bumpNumber(trx, {})
    return row!.value
  }

  /**
   * Writes the order (with its number: nextNumber first) and its lines, and answers both as stored, so
   * place-order builds its answer from them instead of reading them back.
   */
  async insert(trx: Tx, order: NewOrder, lines: NewLine[]): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
    const row = await trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow()
    const lineRows = await trx
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, order_id: row.id })))
      .returningAll()
      .execute()
    // RETURNING promises no order; lines() reads them by id.
    return { row, lines: lineRows.sort((a, b) => a.id - b.id) }
  }

  async addEvent(trx: Tx, orderId: number, status: string, note: string, at = new Date().toISOString()): Promise<OrderEventRow> {
    const [event] = await this.insertEvent(trx, { orderId, status, note, at })
    return event!
  }

  byPublicId(publicId: string, db: Db = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst()
  }

  byId(id: number, db: Db = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * The order's row for a refund, read in the refund's transaction: locked on PostgreSQL so refunds and
   * cancels of one order take turns; SQLite's BEGIN IMMEDIATE already lets one writer in at a time (decision 0036).
   */
  async lockForRefund(trx: Tx, id: number): Promise<OrderRow> {
    const query = trx.selectFrom('orders').selectAll().where('id', '=', id)
    return (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow()
  }

  lines(orderId: number, db: Db = this.db): Promise<OrderLineRow[]> {
    return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  }

  events(orderId: number, db: Db = this.db): Promise<OrderEventRow[]> {
    return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  }

  /** A page of the shopper's orders, newest first: one range of the (user_id, placed_at, id) index. */
  async pageOfUser(userId: number, limit: number, offset: number): Promise<{ rows: OrderSummaryRow[]; total: number }> {
    const rows = await this.userPage(this.db, { userId, limit, offset })
    if (rows[0]) return { rows, total: Number(rows[0].order_count) }
    // A page past the end has no row to carry the count.
    if (offset === 0) return { rows, total: 0 }
    const count = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return { rows, total: Number(count.n) }
  }

  /** The owner's list: newest first, filtered by status, branch and placed_at within [from, to). */
  async pageForOwner(filter: OrderFilter, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
    let qb = this.db.selectFrom('orders').where('public_id', 'is not', null)
    if (filter.status) qb = qb.where('status', '=', filter.status)
    if (filter.statuses) qb = qb.where('status', 'in', filter.statuses)
    if (filter.paymentMethod) qb = qb.where('payment_method', '=', filter.paymentMethod)
    if (filter.paymentStatuses) qb = qb.where('payment_status', 'in', filter.paymentStatuses)
    if (filter.number !== undefined || filter.userIds || filter.addressPhone) {
      const { number, userIds, addressPhone } = filter
      qb = qb.where((eb) =>
        eb.or([
          ...(number !== undefined ? [eb('number', '=', number)] : []),
          ...(userIds && userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
          ...(addressPhone ? [eb('address', 'like', `%"phone":"${addressPhone.replace(/[%_"\\]/g, '')}%`)] : []),
          eb.lit(false),
        ]),
      )
    }
    if (filter.branchId) qb = qb.where('branch_id', '=', filter.branchId)
    if (filter.from) qb = qb.where('placed_at', '>=', filter.from)
    if (filter.to) qb = qb.where('placed_at', '<', filter.to)
    const [rows, count] = await Promise.all([
      qb.selectAll().orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  }

  /** Changes the order only while it is still in `from` (a parallel move or cancel wins once); whether it changed. */
  async update(trx: Tx, id: number, from: string, change: Updateable<Database['orders']>): Promise<boolean> {
    const result = await trx.updateTable('orders').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Adds a refund while the total refunded stays within `cap`; whether it fitted. */
  async addRefunded(trx: Tx, id: number, amount: number, cap: number, paymentStatus: (refunded: number) => string): Promise<boolean> {
    const row = await trx
      .updateTable('orders')
      .set((eb) => ({ refunded: eb('refunded', '+', amount) }))
      .where('id', '=', id)
      .where((eb) => eb(eb('refunded', '+', amount), '<=', cap))
      .returning('refunded')
      .executeTakeFirst()
    if (!row) return false
    await trx
      .updateTable('orders')
      .set({ payment_status: paymentStatus(row.refunded) })
      .where('id', '=', id)
      .execute()
    return true
  }

  /** The payment's status moves only from `from` (the webhook and the browser's callback race: one wins). */
  async setPaymentStatus(trx: Tx, id: number, from: string, to: string, extra: Updateable<Database['orders']> = {}): Promise<boolean> {
    const result = await trx
      .updateTable('orders')
      .set({ ...extra, payment_status: to })
      .where('id', '=', id)
      .where('payment_status', '=', from)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Stores the gateway's order id once; answers the id the order holds (ours, or a parallel call's). */
  async setRazorpayOrderId(id: number, razorpayOrderId: string): Promise<string> {
    await this.db
      .updateTable('orders')
      .set({ razorpay_order_id: razorpayOrderId })
      .where('id', '=', id)
      .where('razorpay_order_id', 'is', null)
      .execute()
    const row = await this.db.selectFrom('orders').select('razorpay_order_id').where('id', '=', id).executeTakeFirstOrThrow()
    return row.razorpay_order_id!
  }
}
