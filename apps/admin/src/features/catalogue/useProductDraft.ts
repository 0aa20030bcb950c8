import { useState } from 'react'
import type { OwnerProduct, ProductInput } from '@store/core'
import { useLeaveWarning } from '../../lib/leave-warning.ts'

const key = (id: number | null) => `store-admin-product-draft:${id ?? 'new'}`
export const EMPTY_PRODUCT: ProductInput = {
  name: '',
  slug: '',
  description: '',
  selling_price: 0,
  stock: null,
  is_active: true,
  images: [],
}

/** The editable document of a product read back (the read has the write's fields plus its id). */
export function toInput(product: OwnerProduct): ProductInput {
  const { id: _id, ...doc } = product
  return doc
}

function readDraft(id: number | null): ProductInput | null {
  try {
    const text = localStorage.getItem(key(id))
    return text ? (JSON.parse(text) as ProductInput) : null
  } catch {
    return null
  }
}

/**
 * The editor's document, kept as a draft in this browser on every change, so leaving by mistake (a
 * link, a closed tab, a crash) loses nothing: the next visit offers it back. Saving or discarding
 * forgets it. A closed tab with unsaved changes also asks first, and text a price or stock field cannot
 * read is such a change (it never reaches the document or the draft, decision 0059): `unreadable` says
 * a field holds some (`useUnreadableWatch` on the editor's form).
 */
export function useProductDraft(id: number | null, saved: ProductInput | undefined, unreadable: boolean) {
  const [draft] = useState(() => readDraft(id))
  // null: not edited here yet, so the saved product (once read) is the document.
  const [edited, setDoc] = useState<ProductInput | null>(draft ?? (id === null ? EMPTY_PRODUCT : null))
  const doc = edited ?? saved ?? null
  const [restored, setRestored] = useState(draft !== null)
  const [changed, setChanged] = useState(false)
  const dirty = changed || unreadable
  useLeaveWarning(dirty)
  const change = (next: ProductInput) => {
    setDoc(next)
    setChanged(true)
    try {
      localStorage.setItem(key(id), JSON.stringify(next))
    } catch {
      // A full or blocked storage keeps no draft; the editor still works.
    }
  }
  const forget = () => {
    localStorage.removeItem(key(id))
    setChanged(false)
    setRestored(false)
  }
  const discard = () => {
    forget()
    setDoc(id === null ? EMPTY_PRODUCT : null)
  }
  return { doc, change, forget, discard, restored, dirty }
}
