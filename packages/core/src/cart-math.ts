/**
 * The cart's arithmetic (spec §3 cart fields), pure so it can be property-tested: every amount an
 * integer of minor units, every discount bounded by what it discounts, the total never negative.
 */
export interface PricedLineInput {
  line_total: number
  original_total: number
  tax_rate_bp: number
}
export type OfferKind = 'percentage' | 'flat' | 'free_delivery'
export interface OfferInput {
  kind: OfferKind
  value: number
  max_discount: number | null
}
export interface TotalsInput {
  lines: PricedLineInput[]
  offer: OfferInput | null
  delivery_fee: number
  /** Orders of at least this subtotal deliver free; null = never. */
  free_delivery_above: number | null
  fees: { name: string; amount: number }[]
  prices_include_tax: boolean
}
export interface Totals {
  subtotal: number
  total_original_price: number
  product_price_discount: number
  order_discount_amount: number
  subtotal_after_discounts: number
  delivery_charge: number
  shipping_discount_amount: number
  fees_total: number
  tax_amount: number
  total_discount: number
  total: number
}

/** The order discount of an offer on a subtotal: percentage (basis points) capped, or flat; never above the subtotal. */
export function offerDiscount(offer: OfferInput | null, subtotal: number): number {
  if (!offer || offer.kind === 'free_delivery' || subtotal <= 0) return 0
  const raw = offer.kind === 'percentage' ? Math.floor((subtotal * offer.value) / 10_000) : offer.value
  const capped = offer.max_discount === null ? raw : Math.min(raw, offer.max_discount)
  return Math.max(0, Math.min(capped, subtotal))
}

/** Tax on an amount at a rate (basis points): added on top, or the part already inside an inclusive price. */
export function taxOn(amount: number, rateBp: number, inclusive: boolean): number {
  if (amount <= 0 || rateBp <= 0) return 0
  return inclusive ? Math.round(amount - (amount * 10_000) / (10_000 + rateBp)) : Math.round((amount * rateBp) / 10_000)
}

/** The cart's subtotal: the sum of its (available) lines. */
export function linesSubtotal(lines: readonly Pick<PricedLineInput, 'line_total'>[]): number {
  return lines.reduce((s, l) => s + l.line_total, 0)
}

/** What delivery costs for a subtotal: nothing for an empty cart or at the free-delivery threshold, else the fee. */
export function deliveryChargeFor(subtotal: number, fee: number, freeAbove: number | null): number {
  if (subtotal === 0) return 0
  return freeAbove !== null && subtotal >= freeAbove ? 0 : Math.max(0, fee)
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = linesSubtotal(input.lines)
  const totalOriginal = input.lines.reduce((s, l) => s + Math.max(l.original_total, l.line_total), 0)
  const orderDiscount = offerDiscount(input.offer, subtotal)
  const afterDiscounts = subtotal - orderDiscount
  const delivery = deliveryChargeFor(subtotal, input.delivery_fee, input.free_delivery_above)
  const shippingDiscount = input.offer?.kind === 'free_delivery' ? delivery : 0
  const fees = subtotal === 0 ? 0 : input.fees.reduce((s, f) => s + Math.max(0, f.amount), 0)
  // Tax follows each line's share of the discounted subtotal, so a discount lowers the tax with it.
  const tax =
    subtotal === 0
      ? 0
      : input.lines.reduce(
          (s, l) => s + taxOn(Math.round((l.line_total * afterDiscounts) / subtotal), l.tax_rate_bp, input.prices_include_tax),
          0,
        )
  const total = afterDiscounts + delivery - shippingDiscount + fees + (input.prices_include_tax ? 0 : tax)
  return {
    subtotal,
    total_original_price: totalOriginal,
    product_price_discount: totalOriginal - subtotal,
    order_discount_amount: orderDiscount,
    subtotal_after_discounts: afterDiscounts,
    delivery_charge: delivery,
    shipping_discount_amount: shippingDiscount,
    fees_total: fees,
    tax_amount: tax,
    total_discount: totalOriginal - subtotal + orderDiscount + shippingDiscount,
    total: Math.max(0, total),
  }
}
