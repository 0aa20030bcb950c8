import type { OrderAddress } from './api/orders.ts'

/** The parts of an address that say where it is, as a saved address and an order's snapshot both hold them. */
type AddressParts = Pick<OrderAddress, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>

/**
 * An address on one line, as the shopper's screens and the owner's order show it: the street lines, the
 * landmark the driver looks for, then city, state and pincode. Shown in an element that wraps anywhere
 * (`wrap-anywhere`): a line is the shopper's own text, and one long word must not widen the page.
 */
export const addressText = (a: AddressParts): string =>
  [a.line1, a.line2, a.landmark, [`${a.city},`, a.state, a.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
