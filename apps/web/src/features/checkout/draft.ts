import type { Fulfilment } from '@store/core'

/**
 * What the shopper chose at checkout, kept while they step away within the app (to add an address,
 * log in, change the cart) and through a reload of the tab (house rule: nothing a shopper typed is
 * lost), and dropped once the order is placed. In this tab's sessionStorage under its own
 * key, not the persisted store's: another tab, or the next visit, starts a fresh checkout (decision 0025).
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

export const DRAFT_KEY = 'checkout-draft'
const EMPTY: CheckoutDraft = { fulfilment: 'delivery', addressId: null, payment: 'cod', useWallet: false, notes: '', knownAddressIds: null }

/** sessionStorage is absent on the server and may refuse (private mode, full): the draft then lives in memory. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** A stored draft is read field by field: an old or altered value falls back to the empty draft's. */
function parse(text: string | null): CheckoutDraft {
  if (!text) return EMPTY
  try {
    const d = JSON.parse(text) as Partial<Record<keyof CheckoutDraft, unknown>>
    return {
      fulfilment: d.fulfilment === 'pickup' ? 'pickup' : 'delivery',
      addressId: typeof d.addressId === 'number' ? d.addressId : null,
      payment: d.payment === 'online' ? 'online' : 'cod',
      useWallet: d.useWallet === true,
      notes: typeof d.notes === 'string' ? d.notes.slice(0, 500) : '',
      knownAddressIds: Array.isArray(d.knownAddressIds) ? d.knownAddressIds.filter((id): id is number => typeof id === 'number') : null,
    }
  } catch {
    return EMPTY
  }
}

let draft: CheckoutDraft | null = null

export const readDraft = (): CheckoutDraft => (draft ??= parse(storage()?.getItem(DRAFT_KEY) ?? null))

export const saveDraft = (change: Partial<CheckoutDraft>): void => {
  draft = { ...readDraft(), ...change }
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused: the draft stays in memory for this page.
  }
}

export const clearDraft = (): void => {
  draft = EMPTY
  storage()?.removeItem(DRAFT_KEY)
}
