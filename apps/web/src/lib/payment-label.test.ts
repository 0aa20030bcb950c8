import { describe, expect, it } from 'vitest'
import { paymentMethodLabel, paymentStatusLabel } from './payment-label.ts'

describe('payment labels', () => {
  it('names cash by where it is paid', () => {
    expect(paymentMethodLabel('cod', 'pickup', false)).toBe('Pay at pickup')
    expect(paymentMethodLabel('cod', 'delivery', false)).toBe('Cash on delivery')
    expect(paymentMethodLabel('online', 'pickup', false)).toBe('Online payment')
    expect(paymentMethodLabel('wallet', 'delivery', false)).toBe('Wallet')
  })
  it('does not call cash "on delivery" in a digital store, which delivers nothing (spec §1)', () => {
    // A digital store's orders go as 'delivery' with no address (CheckoutForm), so the store type decides.
    expect(paymentMethodLabel('cod', 'delivery', true)).toBe('Pay in cash')
    expect(paymentMethodLabel('cod', 'pickup', true)).toBe('Pay in cash')
    expect(paymentMethodLabel('online', 'delivery', true)).toBe('Online payment')
    expect(paymentMethodLabel('wallet', 'delivery', true)).toBe('Wallet')
  })
  it('says no payment was taken for a cancelled unpaid order, and keeps the status otherwise', () => {
    expect(paymentStatusLabel('cancelled', 'pending')).toBe('No payment taken')
    expect(paymentStatusLabel('placed', 'pending')).toBe('Payment pending')
    expect(paymentStatusLabel('cancelled', 'refunded')).toBe('Refunded')
  })
})
