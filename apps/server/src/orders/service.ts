import type { Order, OrderList, TrackedOrder } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import { NotFoundError } from '../http/errors.ts'
import type { StoreService } from '../store/service.ts'
import type { OrderFilter, OrderLineRow, OrderRow, OrdersRepository } from './repository.ts'
import { toOrder, toSummary, toTracked } from './view.ts'

/** "My orders" loads ten at a time (an infinite list). */
export const ORDERS_PER_PAGE = 10

/** Orders as shoppers, the owner and other areas read them. */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly store: StoreService,
  ) {}

  /** What offers' "first order only" and per-shopper limits count (decision 0007). */
  history(owner: string, couponCode: string, trx?: Tx): Promise<{ orders: number; usedCode: number }> {
    return this.repo.history(owner, couponCode, trx)
  }

  async mine(userId: number, page: number): Promise<OrderList> {
    const { rows, total } = await this.repo.pageOfUser(userId, ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE)
    return { orders: rows.map(toSummary), current_page: page, last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) }
  }

  /** One of the shopper's own orders; another shopper's order is as good as missing (a 404). */
  async ownOrThrow(userId: number, publicId: string): Promise<OrderRow> {
    const row = await this.repo.byPublicId(publicId)
    if (!row || row.user_id !== userId) throw new NotFoundError('Order')
    return row
  }

  /** An order's row by its id, for areas that follow an order; read in `trx` when given. */
  byId(id: number, trx?: Tx): Promise<OrderRow | undefined> {
    return this.repo.byId(id, trx)
  }

  /** An order's lines as placed. */
  lines(orderId: number, trx?: Tx): Promise<OrderLineRow[]> {
    return this.repo.lines(orderId, trx)
  }

  async anyOrThrow(publicId: string): Promise<OrderRow> {
    const row = await this.repo.byPublicId(publicId)
    if (!row) throw new NotFoundError('Order')
    return row
  }

  async view(row: OrderRow): Promise<Order> {
    const [lines, events, settings] = await Promise.all([this.repo.lines(row.id), this.repo.events(row.id), this.store.checkoutSettings()])
    return toOrder(row, lines, events, settings.cancelWindowMinutes)
  }

  /** Tracking for whoever holds the id; the address only when `viewer` is the order's shopper. */
  async track(publicId: string, viewer: number | undefined): Promise<TrackedOrder> {
    const row = await this.anyOrThrow(publicId)
    return toTracked(row, await this.repo.events(row.id), viewer !== undefined && viewer === row.user_id)
  }

  async forOwner(filter: OrderFilter, page: number, perPage: number) {
    const { rows, total } = await this.repo.pageForOwner(filter, perPage, (page - 1) * perPage)
    return {
      orders: rows.map((r) => ({ ...toSummary(r), branch_id: r.branch_id })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    }
  }
}
