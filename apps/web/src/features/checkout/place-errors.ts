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
  /** 422 about delivery: the branches that serve the address, when the answer names them. */
  offeredBranchIds: number[] | null
}

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && Array.isArray((value as Cart).cartItems) && typeof (value as Cart).total === 'number'

/** Reads a failed place-order: 409 {message, cart}, 422 {message, errors, branches?}, anything else as the form's message. */
export function placeProblem(error: unknown): PlaceProblem {
  const body = error instanceof ApiError ? (error.body as { cart?: unknown; branches?: unknown } | null) : null
  if (error instanceof ApiError && error.status === 409 && isCart(body?.cart)) {
    return { errors: { form: null, fields: {} }, changed: { message: error.message, cart: body.cart }, offeredBranchIds: null }
  }
  const branches = Array.isArray(body?.branches)
    ? body.branches.flatMap((b: unknown) =>
        typeof b === 'object' && b && typeof (b as { id?: unknown }).id === 'number' ? [(b as { id: number }).id] : [],
      )
    : null
  return { errors: formErrors(error, PLACE_LABELS), changed: null, offeredBranchIds: branches }
}
