import type { Order, OrderStatus } from '@store/core'
import { STATUS_NOTES } from './status-machine.ts'

/**
 * The timeline's sentences that speak to the shopper ("your card"), written here and nowhere else, so
 * the owner's reading of them below always knows their shape. The timeline stores the shopper's words
 * (spec §2's tracking screen shows them as they are); the owner's order screen reads each in the
 * owner's words (decision 0052), old rows included.
 */
export const shopperNotes = {
  cancelledByShopper: (reason: string | null) => (reason ? `You cancelled the order: ${reason}` : 'You cancelled the order'),
  /** A refund to the shopper's card or wallet, with the owner's reason when there is one. */
  refunded: (amount: string, to: 'card' | 'wallet', reason?: string) =>
    `${amount} refunded to your ${to}${reason ? `: ${reason}` : ''}`.slice(0, 400),
  walletReturned: (amount: string) => `${amount} returned to your wallet`,
  refundProcessed: (amount: string) => `The refund of ${amount} has been processed: your bank shows it in 5–7 working days`,
}

/** A status move, as the owner says it (the stored note is STATUS_NOTES', in the shopper's words). */
const OWNER_STATUS_NOTES: Record<OrderStatus, string> = {
  placed: 'Order placed',
  accepted: 'Accepted',
  preparing: 'Moved to preparing',
  out_for_delivery: 'Sent out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Order cancelled',
}

/** The start of each shopper sentence above, and the owner's words for it; the rest (amount, reason) is kept. */
const OWNER_READINGS: [RegExp, string][] = [
  [/^You cancelled the order/, 'The shopper cancelled the order'],
  [/^(.+?) refunded to your (card|wallet)/, '$1 refunded to the shopper’s $2'],
  [/^(.+?) returned to your wallet$/, '$1 returned to the shopper’s wallet'],
  [/^The refund of (.+?) has been processed: your bank/, 'The refund of $1 has been processed: the shopper’s bank'],
]

/** One timeline entry as the owner reads it. */
export function ownerNote(event: { status: OrderStatus; note: string }): string {
  if (event.note === STATUS_NOTES[event.status]) return OWNER_STATUS_NOTES[event.status]
  const reading = OWNER_READINGS.find(([shape]) => shape.test(event.note))
  return reading ? event.note.replace(reading[0], reading[1]) : event.note
}

/** The order with its timeline in the owner's words. */
export function inOwnerWords(order: Order): Order {
  return { ...order, timeline: order.timeline.map((e) => ({ ...e, note: ownerNote(e) })) }
}
