import type { Fulfilment, OrderStatus } from '@store/core'

/**
 * The moves an order may make (core's OrderStatus comment), one forward step at a time:
 * delivery placed → accepted → preparing → out_for_delivery → delivered;
 * pickup    placed → accepted → preparing → ready_for_pickup → picked_up.
 * cancelled only before out_for_delivery or ready_for_pickup.
 */
const FORWARD: Record<Fulfilment, readonly OrderStatus[]> = {
  delivery: ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'],
  pickup: ['placed', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'],
}

const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['placed', 'accepted', 'preparing'])

/** The one status an order may move on to, or null when it is done or cancelled. */
export function nextStatus(fulfilment: Fulfilment, status: OrderStatus): OrderStatus | null {
  const steps = FORWARD[fulfilment]
  const at = steps.indexOf(status)
  return at >= 0 && at < steps.length - 1 ? steps[at + 1]! : null
}

/** True when the order is at `to` already or beyond it: a move there came too late. */
export function isPast(fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus): boolean {
  const steps = FORWARD[fulfilment]
  const at = steps.indexOf(from)
  const target = steps.indexOf(to)
  return at >= 0 && target >= 0 && target <= at
}

export function canMove(fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled' ? CANCELLABLE.has(from) : nextStatus(fulfilment, from) === to
}

/** Done: the shopper has it. */
export const isDone = (status: OrderStatus) => status === 'delivered' || status === 'picked_up'

/** What the timeline and the mails say for each status. */
export const STATUS_NOTES: Record<OrderStatus, string> = {
  placed: 'Order placed',
  accepted: 'The store accepted your order',
  preparing: 'Your order is being prepared',
  out_for_delivery: 'Your order is out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Your order is ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Order cancelled',
}
