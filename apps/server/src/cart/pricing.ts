import type { Cart, CartLine, Fulfilment } from '@store/core'
import type { PricedProduct } from '../catalogue/service.ts'
import { checkSelection, computeTotals, currentCombination, multiValuePrice, type OfferInput } from '@store/core'
import type { StoredLine } from './repository.ts'

type AdjustedLine = Cart['adjusted_cart_items'][number]

const ids = (json: string) => JSON.parse(json) as number[]

/** A line that cannot be sold as chosen: shown with its choices and its product's name, counted at nothing. */
function unpricedLine(
  row: StoredLine,
  product: PricedProduct | undefined,
  single: number[],
  multi: number[],
  name: string | undefined,
): CartLine {
  return {
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    selectedAttributes: single,
    selectedMultiAttributes: multi,
    name: name ?? 'Unavailable product',
    slug: product?.slug ?? '',
    image: product?.images[0] ?? null,
    options: [],
    unit_price: 0,
    original_unit_price: 0,
    line_total: 0,
    is_available: false,
  }
}

/**
 * One cart line priced from the database as it is now, and whether it changed since it was added.
 * `unsoldName` is the name of a product the branch no longer sells (deactivated, or switched off there:
 * CatalogueService.productNames), so the shopper is told which line went; only a deleted product has none.
 */
export function priceLine(
  row: StoredLine,
  product: PricedProduct | undefined,
  unsoldName?: string,
): { line: CartLine; adjusted: AdjustedLine | null } {
  const single = ids(row.selected_attributes)
  const multi = ids(row.selected_multi_attributes)
  if (!product || !product.in_stock) {
    const name = product?.name ?? unsoldName
    // Sold out: still sold here, none left now. Deactivated, switched off or deleted: no longer available.
    const soldOut = product !== undefined
    return {
      line: unpricedLine(row, product, single, multi, name),
      adjusted: {
        id: row.id,
        product_id: row.product_id,
        name: name ?? 'A product',
        reason: soldOut ? 'sold_out' : 'unavailable',
        message: soldOut
          ? `${product.name} is sold out and is not counted in your total`
          : `${name ?? 'A product'} is no longer available and is not counted in your total`,
        old_unit_price: row.unit_price,
        new_unit_price: null,
      },
    }
  }
  const check = checkSelection(product, single, multi)
  if (!check.ok) {
    return {
      line: unpricedLine(row, product, single, multi, product.name),
      adjusted: {
        id: row.id,
        product_id: row.product_id,
        name: product.name,
        reason: 'options_changed',
        message: `The options of ${product.name} changed; please choose them again`,
        old_unit_price: row.unit_price,
        new_unit_price: null,
      },
    }
  }
  const variant = currentCombination(product, check.single)
  const options = [
    ...product.attributes.map((a) => ({ name: a.name, value: a.values.find((v) => v.id === check.single[a.id])?.value ?? '', price: 0 })),
    ...product.multi_selectable_attributes.flatMap((m) =>
      (check.multi[m.id] ?? []).map((id) => {
        const value = m.values.find((v) => v.id === id)!
        return { name: m.name, value: value.value, price: multiValuePrice(value, variant?.variant_id ?? null) }
      }),
    ),
  ]
  // The struck-through price: the product's original price scaled to the chosen variant and add-ons.
  const markup =
    product.original_price !== null && product.original_price > product.selling_price ? product.original_price - product.selling_price : 0
  const line: CartLine = {
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    selectedAttributes: single,
    selectedMultiAttributes: multi,
    name: product.name,
    slug: product.slug,
    image: product.images[0] ?? null,
    options,
    unit_price: check.unitPrice,
    original_unit_price: check.unitPrice + markup,
    line_total: check.unitPrice * row.quantity,
    is_available: true,
  }
  const adjusted =
    check.unitPrice !== row.unit_price
      ? {
          id: row.id,
          product_id: row.product_id,
          name: product.name,
          reason: 'price_changed' as const,
          message: `The price of ${product.name} changed`,
          old_unit_price: row.unit_price,
          new_unit_price: check.unitPrice,
        }
      : null
  return { line, adjusted }
}

export interface CartPricingContext {
  cartId: number | null
  branchId: number
  fulfilment: Fulfilment
  taxRateOf(productId: number): number
  pricesIncludeTax: boolean
  delivery: { fee: number; freeAbove: number | null; available: boolean; message: string }
  fees: { name: string; amount: number }[]
  offer: { input: OfferInput; code: string | null } | null
  coupon: { code: string | null; applied: boolean; message: string }
  eligibilityMessage(subtotal: number): string
  deliveryMessage(charge: number): string
}

/** The cart's totals (spec §3) from its priced lines and the store's rules, through core's computeTotals. */
export function cartTotals(ctx: CartPricingContext, priced: { line: CartLine; adjusted: AdjustedLine | null }[]): Cart {
  const lines = priced.map((p) => p.line)
  const available = lines.filter((l) => l.is_available)
  const totals = computeTotals({
    lines: available.map((l) => ({
      line_total: l.line_total,
      original_total: l.original_unit_price * l.quantity,
      tax_rate_bp: ctx.taxRateOf(l.product_id),
    })),
    offer: ctx.offer?.input ?? null,
    delivery_fee: ctx.delivery.fee,
    free_delivery_above: ctx.delivery.freeAbove,
    fees: ctx.fees,
    prices_include_tax: ctx.pricesIncludeTax,
  })
  return {
    cartItems: lines,
    cartDetails: { id: ctx.cartId, branch_id: ctx.branchId, item_count: available.reduce((n, l) => n + l.quantity, 0) },
    subtotal: totals.subtotal,
    total_original_price: totals.total_original_price,
    product_price_discount: totals.product_price_discount,
    total_discount: totals.total_discount,
    tax_amount: totals.tax_amount,
    delivery_charge: totals.delivery_charge,
    delivery_message: ctx.delivery.available
      ? ctx.deliveryMessage(totals.delivery_charge - totals.shipping_discount_amount)
      : ctx.delivery.message,
    order_discount_amount: totals.order_discount_amount,
    shipping_discount_amount: totals.shipping_discount_amount,
    coupon_applied: ctx.coupon.applied,
    coupon_message: ctx.coupon.message,
    customer_applied_coupon: ctx.coupon.code,
    discount_eligibility_message: ctx.eligibilityMessage(totals.subtotal),
    applied_additional_fees: totals.fees_total > 0 ? ctx.fees.filter((f) => f.amount > 0) : [],
    adjusted_cart_items: priced.flatMap((p) => (p.adjusted ? [p.adjusted] : [])),
    subtotal_after_discounts: totals.subtotal_after_discounts,
    total: totals.total,
    address: null,
    is_delivery_available: ctx.delivery.available,
    fulfilment: ctx.fulfilment,
  }
}
