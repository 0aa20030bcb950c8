import type { Fulfilment } from '@store/core'

/**
 * What the shopper chose at checkout, kept while they step away within the app (to add an address,
 * log in, change the cart) and dropped once the order is placed. In memory only: it holds nothing
 * worth keeping across a reload.
 */
export interface CheckoutDraft {
  fulfilment: Fulfilment
  addressId: number | null
  payment: 'cod' | 'online'
  useWallet: boolean
  notes: string
  /** The saved addresses when the shopper left; one that is new on return was just added, and is chosen. */
  knownAddressIds: number[] | null
}

const EMPTY: CheckoutDraft = { fulfilment: 'delivery', addressId: null, payment: 'cod', useWallet: false, notes: '', knownAddressIds: null }

let draft: CheckoutDraft = EMPTY

export const readDraft = (): CheckoutDraft => draft
export const saveDraft = (change: Partial<CheckoutDraft>): void => {
  draft = { ...draft, ...change }
}
export const clearDraft = (): void => {
  draft = EMPTY
}
