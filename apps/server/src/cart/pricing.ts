import type { Cart, CartLine, Product } from '@store/core'
import { checkSelection, currentCombination, multiValuePrice } from '@store/core'
import type { CartLineRow } from './repository.ts'

type AdjustedLine = Cart['adjusted_cart_items'][number]
export type PricedProduct = Product & { stock: number | null }

const ids = (json: string) => JSON.parse(json) as number[]

/** One cart line priced from the database as it is now, and whether it changed since it was added. */
export function priceLine(row: CartLineRow, product: PricedProduct | undefined): { line: CartLine; adjusted: AdjustedLine | null } {
  const single = ids(row.selected_attributes)
  const multi = ids(row.selected_multi_attributes)
  if (!product || !product.in_stock) {
    return {
      line: { id: row.id, product_id: row.product_id, quantity: row.quantity, selectedAttributes: single, selectedMultiAttributes: multi,
        name: product?.name ?? 'Unavailable product', slug: product?.slug ?? '', image: product?.images[0] ?? null, options: [],
        unit_price: 0, original_unit_price: 0, line_total: 0, is_available: false },
      adjusted: { id: row.id, product_id: row.product_id, name: product?.name ?? 'A product', reason: 'unavailable',
        message: `${product?.name ?? 'A product'} is no longer available and is not counted in your total`, old_unit_price: row.unit_price, new_unit_price: null },
    }
  }
  const check = checkSelection(product, single, multi)
  if (!check.ok) {
    return {
      line: { id: row.id, product_id: row.product_id, quantity: row.quantity, selectedAttributes: single, selectedMultiAttributes: multi,
        name: product.name, slug: product.slug, image: product.images[0] ?? null, options: [], unit_price: 0, original_unit_price: 0, line_total: 0, is_available: false },
      adjusted: { id: row.id, product_id: row.product_id, name: product.name, reason: 'options_changed',
        message: `The options of ${product.name} changed; please choose them again`, old_unit_price: row.unit_price, new_unit_price: null },
    }
  }
  const variant = currentCombination(product, check.single)
  const options = [
    ...product.attributes.map((a) => ({ name: a.name, value: a.values.find((v) => v.id === check.single[a.id])?.value ?? '', price: 0 })),
    ...product.multi_selectable_attributes.flatMap((m) => (check.multi[m.id] ?? []).map((id) => {
      const value = m.values.find((v) => v.id === id)!
      return { name: m.name, value: value.value, price: multiValuePrice(value, variant?.variant_id ?? null) }
    })),
  ]
  // The struck-through price: the product's original price scaled to the chosen variant and add-ons.
  const markup = product.original_price !== null && product.original_price > product.selling_price ? product.original_price - product.selling_price : 0
  const line: CartLine = {
    id: row.id, product_id: row.product_id, quantity: row.quantity, selectedAttributes: single, selectedMultiAttributes: multi,
    name: product.name, slug: product.slug, image: product.images[0] ?? null, options,
    unit_price: check.unitPrice, original_unit_price: check.unitPrice + markup, line_total: check.unitPrice * row.quantity, is_available: true,
  }
  const adjusted = check.unitPrice !== row.unit_price
    ? { id: row.id, product_id: row.product_id, name: product.name, reason: 'price_changed' as const,
      message: `The price of ${product.name} changed`, old_unit_price: row.unit_price, new_unit_price: check.unitPrice }
    : null
  return { line, adjusted }
}

/**
 * The cart's totals (spec §3). Coupons, automatic offers, taxes, delivery rules and extra fees are
 * not built yet (issue 4 items 2–3): their fields are present and zero, so the sums stay exact.
 */
export function cartTotals(cartId: number | null, branchId: number, priced: { line: CartLine; adjusted: AdjustedLine | null }[]): Cart {
  const lines = priced.map((p) => p.line)
  const available = lines.filter((l) => l.is_available)
  const subtotal = available.reduce((sum, l) => sum + l.line_total, 0)
  const totalOriginal = available.reduce((sum, l) => sum + l.original_unit_price * l.quantity, 0)
  const productPriceDiscount = totalOriginal - subtotal
  return {
    cartItems: lines,
    cartDetails: { id: cartId, branch_id: branchId, item_count: available.reduce((n, l) => n + l.quantity, 0) },
    subtotal,
    total_original_price: totalOriginal,
    product_price_discount: productPriceDiscount,
    total_discount: productPriceDiscount,
    tax_amount: 0,
    delivery_charge: 0,
    delivery_message: '',
    order_discount_amount: 0,
    shipping_discount_amount: 0,
    coupon_applied: false,
    coupon_message: '',
    customer_applied_coupon: null,
    discount_eligibility_message: '',
    applied_additional_fees: [],
    adjusted_cart_items: priced.flatMap((p) => (p.adjusted ? [p.adjusted] : [])),
    subtotal_after_discounts: subtotal,
    total: subtotal,
    address: null,
    is_delivery_available: true,
  }
}
