import type { Cart, Fulfilment } from '@store/core'
import { deliveryChargeFor, formatMoney, linesSubtotal } from '@store/core'
import type { CatalogueService, PricedProduct } from '../catalogue/service.ts'
import type { DiscountsService } from '../discounts/service.ts'
import type { StoreService } from '../store/service.ts'
import { cartTotals, priceLine } from './pricing.ts'
import type { CartRepository } from './repository.ts'

/** The offer a cart's discount came from: a shopper's coupon, or an automatic offer. */
export interface CheckoutOffer {
  id: number
  automatic: boolean
}

/** What pricing a stored cart reads: the cart, the catalogue's prices, the store's rules and the offers. */
export interface PricingDeps {
  carts: CartRepository
  catalogue: CatalogueService
  store: StoreService
  discounts: DiscountsService
}

/**
 * The cart as stored, priced from the catalogue and offers as they are now, and the offer that gave its
 * discount. A pickup cart carries no delivery charge: the same lines priced with the branch's fee at 0
 * (decision 0018); a digital store's carts carry none either way (store/cart-rules.ts).
 */
export async function priceStoredCart(
  deps: PricingDeps,
  owner: string,
  branchId: number,
  fulfilment: Fulfilment,
): Promise<{ cart: Cart; offer: CheckoutOffer | null }> {
  const delivery = fulfilment === 'delivery'
  const cart = await deps.carts.find(owner, branchId)
  const cartId = cart?.id
  const couponCode = cart?.coupon_code ?? null
  const rows = cart?.lines ?? []
  const stored = await deps.store.cartRules(branchId)
  const rules = delivery ? stored : { ...stored, branch: { ...stored.branch, delivery_fee: 0, free_delivery_above: null } }
  const products = new Map<number, PricedProduct | undefined>()
  for (const row of rows)
    if (!products.has(row.product_id)) products.set(row.product_id, await deps.catalogue.productForPricing(branchId, row.product_id))
  // A line the branch no longer sells keeps its product's name (spec §3 adjusted_cart_items): the shopper sees which one went.
  const unsold = await deps.catalogue.productNames(rows.filter((row) => !products.get(row.product_id)).map((row) => row.product_id))
  const priced = rows.map((row) => priceLine(row, products.get(row.product_id), unsold.get(row.product_id)))
  // Which offer applies depends on the subtotal and the delivery charge, so they come first, from core's rules.
  const subtotal = linesSubtotal(priced.flatMap((p) => (p.line.is_available ? [p.line] : [])))
  const { branch } = rules
  const deliveryCharge = deliveryChargeFor(subtotal, branch.delivery_fee, branch.free_delivery_above)
  const offer = await deps.discounts.cartOffer({ owner, branchId, subtotal, deliveryCharge, couponCode, money: rules.money })
  const money = (minor: number) => formatMoney(minor, rules.money)
  const pricedCart = cartTotals(
    {
      cartId: cartId ?? null,
      branchId,
      fulfilment,
      taxRateOf: (productId) => products.get(productId)?.tax_rate_bp ?? rules.taxRateBp,
      pricesIncludeTax: rules.pricesIncludeTax,
      delivery: {
        fee: branch.delivery_fee,
        freeAbove: branch.free_delivery_above,
        available: branch.is_open,
        message: `${branch.name} is not taking orders right now`,
      },
      fees: rules.fees,
      offer: offer.offer,
      coupon: offer.coupon,
      // spec §3 discount_eligibility_message, e.g. "Add $12 more to get free delivery".
      eligibilityMessage: (sub) =>
        [
          offer.offer?.code === null ? offer.hint : null,
          branch.free_delivery_above !== null && sub > 0 && sub < branch.free_delivery_above && branch.delivery_fee > 0
            ? `Add ${money(branch.free_delivery_above - sub)} more to get free delivery`
            : null,
          offer.offer === null ? offer.hint : null,
        ]
          .filter(Boolean)
          .join(' · '),
      deliveryMessage: (charge) => (!delivery ? 'No delivery' : charge === 0 ? 'Free delivery' : `Delivery: ${money(charge)}`),
    },
    priced,
  )
  return { cart: pricedCart, offer: offer.offer && { id: offer.offer.id, automatic: offer.offer.code === null } }
}
