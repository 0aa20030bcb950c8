import type { OwnerOrderAnswer } from './types.ts'

type Row = [label: string, amount: number]

/**
 * The order's money lines above its total, as the shopper's receipt has them (cart-math): the subtotal
 * already has the product discount taken off, so Items shows the price before it, and the order's own
 * discount (a coupon, an offer) comes after the subtotal.
 */
export function totalRows(t: OwnerOrderAnswer['order']['totals']): Row[] {
  const rows: Row[] = []
  if (t.product_price_discount > 0)
    rows.push(['Items', t.subtotal + t.product_price_discount], ['Product discount', -t.product_price_discount])
  rows.push(['Subtotal', t.subtotal])
  if (t.order_discount_amount > 0) rows.push([t.coupon_code ? `Discount (${t.coupon_code})` : 'Discount', -t.order_discount_amount])
  if (t.delivery_charge > 0) rows.push(['Delivery', t.delivery_charge - t.shipping_discount_amount])
  for (const f of t.fees) rows.push([f.name, f.amount])
  if (t.tax_amount > 0) rows.push(['Tax', t.tax_amount])
  return rows
}
