import { describe, expect, it } from 'vitest'
import { paymentMethodLabel, paymentStatusLabel } from './payment-label.ts'

describe('payment labels (issue 10)', () => {
  it('names cash by where it is paid', () => {
    expect(paymentMethodLabel('cod', 'pickup')).toBe('Pay at pickup')
    expect(paymentMethodLabel('cod', 'delivery')).toBe('Cash on delivery')
    expect(paymentMethodLabel('online', 'pickup')).toBe('Online payment')
    expect(paymentMethodLabel('wallet', 'delivery')).toBe('Wallet')
  })
  it('says no payment was taken for a cancelled unpaid order, and keeps the status otherwise', () => {
    expect(paymentStatusLabel('cancelled', 'pending')).toBe('No payment taken')
    expect(paymentStatusLabel('placed', 'pending')).toBe('Payment pending')
    expect(paymentStatusLabel('cancelled', 'refunded')).toBe('Refunded')
  })
})
