import { describe, expect, it } from 'vitest'
import { totalRows } from './total-rows.ts'

const base = {
  subtotal: 2800,
  product_price_discount: 500,
  order_discount_amount: 280,
  shipping_discount_amount: 0,
  delivery_charge: 200,
  tax_amount: 0,
  fees_total: 0,
  fees: [],
  total: 2720,
  coupon_code: 'WELCOME10',
  wallet_used: 0,
  amount_due: 2720,
  refunded: 0,
}

describe("the order page's money lines", () => {
  it('takes the product discount off once: Items less it is the subtotal, and the lines from the subtotal on add up to the total', () => {
    const rows = totalRows(base)
    expect(rows).toEqual([
      ['Items', 3300],
      ['Product discount', -500],
      ['Subtotal', 2800],
      ['Discount (WELCOME10)', -280],
      ['Delivery', 200],
    ])
    const fromSubtotal = rows.slice(rows.findIndex(([label]) => label === 'Subtotal'))
    expect(fromSubtotal.reduce((sum, [, amount]) => sum + amount, 0)).toBe(base.total)
  })

  it('shows neither Items nor a discount line when there is none', () => {
    expect(totalRows({ ...base, product_price_discount: 0, order_discount_amount: 0, coupon_code: null, total: 3000 })).toEqual([
      ['Subtotal', 2800],
      ['Delivery', 200],
    ])
  })
})
