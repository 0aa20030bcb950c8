import type { Cart } from '@store/core'
import { ApiError } from '../../lib/api.ts'
import { formErrors, type FormErrors } from '../../lib/form-errors.ts'

/** The fields of place-order a 422 may name, with how the checkout calls them. */
export const PLACE_LABELS = {
  fulfilment: 'Delivery or pickup',
  address_id: 'Address',
  payment_method: 'Payment',
  use_wallet: 'Wallet',
  notes: 'Notes',
  branch_id: 'Branch',
}

/** What the checkout shows after place-order failed. */
export interface PlaceProblem {
  errors: FormErrors
  /** 409: the total changed; the answer's cart replaces the stored one and its adjustments are listed. */
  changed: { message: string; cart: Cart } | null
}

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && Array.isArray((value as Cart).cartItems) && typeof (value as Cart).total === 'number'

/**
 * Reads a failed place-order: a 409 {message, cart} is what changed; a 422 puts its message next to
 * the one part it names (the server's sentence, "This branch does not deliver to 10010. Riverside
 * does: choose it", says more than the field's short reason); anything else is the form's message.
 */
export function placeProblem(error: unknown): PlaceProblem {
  if (error instanceof ApiError && error.status === 409) {
    const cart = (error.body as { cart?: unknown } | null)?.cart
    if (isCart(cart)) return { errors: { form: null, fields: {} }, changed: { message: error.message, cart } }
  }
  const errors = formErrors(error, PLACE_LABELS)
  const named = Object.keys(errors.fields)
  if (error instanceof ApiError && error.status === 422 && named.length === 1 && errors.form === null) {
    return { errors: { form: null, fields: { [named[0]!]: error.message } }, changed: null }
  }
  return { errors, changed: null }
}

/**
 * What the 409 box lists: the server's message once, then only the adjusted lines it does
 * not already say (a dropped line's message is the 409's message itself), and the way on unless the
 * message gives it.
 */
export function changedLines(changed: NonNullable<PlaceProblem['changed']>): { message: string; more: string[]; next: string | null } {
  const { message, cart } = changed
  const more = cart.adjusted_cart_items.map((a) => a.message).filter((m) => !message.includes(m))
  return { message, more, next: /again/i.test(message) ? null : 'Check the new total, then place your order again.' }
}
