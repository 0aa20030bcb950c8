import { describe, expect, it } from 'vitest'
import { formatMoney, moneyFormatFromSettings } from '@store/core/browser'
import { auditValue, fieldLabel } from './audit-values.ts'
import { formatDateTime } from './dates.ts'

const euros = moneyFormatFromSettings({ currencyCode: 'EUR', locale: 'fr-FR', symbolPlacement: 'after' })
const money = (minor: number) => formatMoney(minor, euros)

describe("the audit log's values as words", () => {
  it('names fields in words, not snake_case', () => {
    expect(fieldLabel('free_delivery_above')).toBe('Free delivery above')
    expect(fieldLabel('payment_status')).toBe('Payment status')
    expect(fieldLabel('sha256')).toBe('SHA-256')
    expect(fieldLabel('tax_rate_bp')).toBe('Tax rate (basis points)')
    expect(fieldLabel('branch_id')).toBe('Branch ID')
    expect(fieldLabel('name')).toBe('Name')
    expect(fieldLabel('_')).toBe('_')
  })

  it("writes money in the store's currency, from minor units", () => {
    expect(auditValue('selling_price', 45000, money)).toBe(money(45000))
    expect(auditValue('selling_price', 45050, money)).toMatch(/^450,50\s?€$/)
    expect(auditValue('refunded', 250, money)).toBe(money(250))
    expect(auditValue('balance', 0, money)).toBe(money(0))
    // A count is not money, however large.
    expect(auditValue('stock', 45000, money)).toBe('45000')
    expect(auditValue('delivery_minutes', 30, money)).toBe('30')
  })

  it('writes booleans as Yes/No, nothing as a dash, dates in the app style, sizes in KB', () => {
    expect(auditValue('is_active', true, money)).toBe('Yes')
    expect(auditValue('active', false, money)).toBe('No')
    expect(auditValue('cancel_reason', null, money)).toBe('—')
    expect(auditValue('note', '', money)).toBe('—')
    expect(auditValue('at', '2026-11-28T09:30:00.000Z', money)).toBe(formatDateTime('2026-11-28T09:30:00.000Z'))
    expect(auditValue('uploaded_bytes', 512, money)).toBe('512 bytes')
    expect(auditValue('stored_bytes', 30_822, money)).toBe('30.1 KB')
    expect(auditValue('file_bytes', 3 * 1024 * 1024, money)).toBe('3.0 MB')
  })

  it('writes status words without underscores, and leaves slugs and other text as they are', () => {
    expect(auditValue('status', 'out_for_delivery', money)).toBe('out for delivery')
    expect(auditValue('payment_status', 'partially_refunded', money)).toBe('partially refunded')
    expect(auditValue('slug', 'garden-flatbread', money)).toBe('garden-flatbread')
    expect(auditValue('reason', 'Sorry for the cold soup', money)).toBe('Sorry for the cold soup')
    expect(auditValue('name', '2026-11-28 party', money)).toBe('2026-11-28 party') // not a date
  })

  it('lists arrays and nested records field by field, with their money', () => {
    expect(auditValue('category_slugs', ['pizzas', 'mains'], money)).toBe('pizzas, mains')
    expect(auditValue('pincodes', [], money)).toBe('none')
    expect(auditValue('branches', [{ branch_id: 2, is_available: false, selling_price: 1200 }], money)).toBe(
      `Branch ID: 2, Is available: No, Selling price: ${money(1200)}`,
    )
    expect(
      auditValue(
        'opening_hours',
        [
          { day: 'mon', open: '09:00', close: '17:00' },
          { day: 'tue', open: '09:00', close: '17:00' },
        ],
        money,
      ),
    ).toBe('Day: mon, Open: 09:00, Close: 17:00; Day: tue, Open: 09:00, Close: 17:00')
  })
})
