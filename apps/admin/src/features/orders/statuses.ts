import type { Fulfilment, OrderStatus } from '@store/core'

/** The board's columns (decision 0053): new, accepted, preparing, on its way or ready, done. */
export const COLUMNS: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'New', statuses: ['placed'] },
  { title: 'Accepted', statuses: ['accepted'] },
  { title: 'Preparing', statuses: ['preparing'] },
  { title: 'Out for delivery / ready', statuses: ['out_for_delivery', 'ready_for_pickup'] },
  { title: 'Done today', statuses: ['delivered', 'picked_up'] },
]

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
}

const FORWARD: Record<Fulfilment, OrderStatus[]> = {
  delivery: ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'],
  pickup: ['placed', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'],
}

/** The one legal next step (the server's status machine decides; this only offers it). */
export function nextStatus(fulfilment: Fulfilment, status: OrderStatus): OrderStatus | null {
  const steps = FORWARD[fulfilment]
  const at = steps.indexOf(status)
  return at >= 0 && at < steps.length - 1 ? steps[at + 1]! : null
}

export const canCancel = (status: OrderStatus) => ['placed', 'accepted', 'preparing'].includes(status)

export const PAYMENT_FILTERS = [
  { value: 'cod', label: 'Cash' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'online_paid', label: 'Online, paid' },
  { value: 'online_pending', label: 'Online, pending' },
  { value: 'online_refunded', label: 'Online, refunded' },
] as const
