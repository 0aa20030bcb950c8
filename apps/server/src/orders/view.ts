import type { Image, Order, OrderAddress, OrderBranch, OrderLine, OrderStatus, OrderSummary, TrackedOrder } from '@store/core'
import type { OrderEventRow, OrderLineRow, OrderRow, OrderSummaryRow } from './repository.ts'
import { isDone } from './status-machine.ts'

const MINUTE_MS = 60_000

/** The branch as the order stored it. */
export interface BranchSnapshot extends OrderBranch {
  delivery_minutes: number
}

export const branchOf = (row: OrderRow): BranchSnapshot =>
  row.branch ? (JSON.parse(row.branch) as BranchSnapshot) : { id: row.branch_id, name: '', address: '', phone: '', delivery_minutes: 0 }

const addressOf = (row: OrderRow): OrderAddress | null => (row.address ? (JSON.parse(row.address) as OrderAddress) : null)

/** When the order was placed (rows from before checkout have only created_at). */
export const placedAt = (row: Pick<OrderRow, 'placed_at' | 'created_at'>) => row.placed_at ?? row.created_at

/** Until when the shopper may cancel: placed, and within the owner's window; null once not. */
export function cancelUntil(row: OrderRow, windowMinutes: number, now = Date.now()): string | null {
  if (row.status !== 'placed' || windowMinutes <= 0) return null
  const until = Date.parse(placedAt(row)) + windowMinutes * MINUTE_MS
  return until > now ? new Date(until).toISOString() : null
}

function estimatedAt(row: OrderRow): string | null {
  const status = row.status as OrderStatus
  if (status === 'cancelled' || isDone(status)) return null
  return new Date(Date.parse(placedAt(row)) + branchOf(row).delivery_minutes * MINUTE_MS).toISOString()
}

const timeline = (events: OrderEventRow[]) => events.map((e) => ({ status: e.status as OrderStatus, at: e.at, note: e.note }))

function toLine(l: OrderLineRow): OrderLine {
  const ids = (json: string) => JSON.parse(json) as number[]
  return {
    id: l.id,
    product_id: l.product_id,
    name: l.name,
    slug: l.slug,
    image: l.image ? (JSON.parse(l.image) as Image) : null,
    options: JSON.parse(l.options) as OrderLine['options'],
    selected_attributes: ids(l.selected_attributes),
    selected_multi_attributes: ids(l.selected_multi_attributes),
    unit_price: l.unit_price,
    quantity: l.quantity,
    line_total: l.line_total,
  }
}

export function toOrder(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[], cancelWindowMinutes: number): Order {
  const until = cancelUntil(row, cancelWindowMinutes)
  const { id, name, address, phone } = branchOf(row)
  return {
    id: row.public_id!,
    number: row.number,
    status: row.status as Order['status'],
    payment_status: row.payment_status as Order['payment_status'],
    payment_method: row.payment_method as Order['payment_method'],
    fulfilment: row.fulfilment as Order['fulfilment'],
    lines: lines.map(toLine),
    totals: {
      subtotal: row.subtotal,
      product_price_discount: row.product_price_discount,
      order_discount_amount: row.order_discount_amount,
      shipping_discount_amount: row.shipping_discount_amount,
      delivery_charge: row.delivery_charge,
      tax_amount: row.tax_amount,
      fees_total: row.fees_total,
      fees: feesOf(row),
      total: row.total,
      coupon_code: row.coupon_code,
      wallet_used: row.wallet_used,
      amount_due: row.total - row.wallet_used,
      refunded: row.refunded,
    },
    address: addressOf(row),
    branch: { id, name, address, phone },
    notes: row.notes,
    timeline: timeline(events),
    can_cancel: until !== null,
    cancel_until: until,
    placed_at: placedAt(row),
    estimated_at: estimatedAt(row),
  }
}

export function toSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.public_id!,
    number: row.number,
    status: row.status as OrderSummary['status'],
    payment_status: row.payment_status as OrderSummary['payment_status'],
    payment_method: row.payment_method as OrderSummary['payment_method'],
    fulfilment: row.fulfilment as OrderSummary['fulfilment'],
    total: row.total,
    item_count: row.item_count,
    first_items: JSON.parse(row.first_items) as string[],
    placed_at: placedAt(row),
  }
}

/** Tracking for whoever holds the link: the address only for the order's own shopper, never a phone otherwise. */
export function toTracked(row: OrderRow, events: OrderEventRow[], isOwnShopper: boolean): TrackedOrder {
  const { id, name, address, phone } = branchOf(row)
  return {
    id: row.public_id!,
    number: row.number,
    status: row.status as TrackedOrder['status'],
    payment_status: row.payment_status as TrackedOrder['payment_status'],
    fulfilment: row.fulfilment as TrackedOrder['fulfilment'],
    branch: { id, name, address, phone },
    address: isOwnShopper ? addressOf(row) : null,
    timeline: timeline(events),
    placed_at: placedAt(row),
    estimated_at: estimatedAt(row),
    total: row.total,
    item_count: row.item_count,
  }
}

/** Each fee the order was placed with; an order from before they were kept shows their sum as one "Fees" line. */
function feesOf(row: Pick<OrderRow, 'fees' | 'fees_total'>): { name: string; amount: number }[] {
  if (row.fees !== null) return JSON.parse(row.fees) as { name: string; amount: number }[]
  return row.fees_total > 0 ? [{ name: 'Fees', amount: row.fees_total }] : []
}
