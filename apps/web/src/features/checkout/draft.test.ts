import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The checkout's draft outlives a reload of the tab (a fresh module on the same sessionStorage). */
describe('checkout draft', () => {
  const stored = new Map<string, string>()
  beforeEach(() => {
    stored.clear()
    vi.resetModules()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    })
  })

  it('is restored after a reload, and cleared when the order is placed', async () => {
    const before = await import('./draft.ts')
    before.saveDraft({ notes: 'Ring twice', useWallet: true, fulfilment: 'pickup' })
    vi.resetModules()
    const after = await import('./draft.ts')
    expect(after.readDraft()).toMatchObject({ notes: 'Ring twice', useWallet: true, fulfilment: 'pickup', payment: 'cod' })
    after.clearDraft()
    expect(stored.has(after.DRAFT_KEY)).toBe(false)
    vi.resetModules()
    expect((await import('./draft.ts')).readDraft()).toMatchObject({ notes: '', useWallet: false, fulfilment: 'delivery' })
  })

  it('reads an altered stored draft field by field', async () => {
    stored.set('checkout-draft', JSON.stringify({ fulfilment: 'drone', notes: 42, addressId: 7, useWallet: 'yes' }))
    const { readDraft } = await import('./draft.ts')
    expect(readDraft()).toEqual({
      fulfilment: 'delivery',
      addressId: 7,
      payment: 'cod',
      useWallet: false,
      notes: '',
      knownAddressIds: null,
    })
  })
})
