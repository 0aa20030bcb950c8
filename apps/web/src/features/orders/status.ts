import type { Fulfilment, OrderStatus } from '@store/core'

/** How each status reads to a shopper. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
}

/** The steps each way of fulfilment moves through (decision 0018). */
export const STEPS: Record<Fulfilment, OrderStatus[]> = {
  delivery: ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'],
  pickup: ['placed', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'],
}

/** An order that will not move again: tracking stops asking. */
export const isFinished = (status: OrderStatus): boolean => status === 'delivered' || status === 'picked_up' || status === 'cancelled'

/** Badge colours: moving orders in the store's colour, finished ones green, cancelled ones grey. */
export function statusTone(status: OrderStatus): string {
  if (status === 'cancelled') return 'bg-gray-100 text-gray-700'
  if (status === 'delivered' || status === 'picked_up') return 'bg-green-100 text-green-800'
  return 'bg-brand-10 text-ink'
}
