import type { Cart, PlaceOrderBody } from '@store/core'
import type { CacheVersions } from '../cache/versions.ts'
import type { CheckoutOffer } from '../cart/service.ts'
import type { StockService, StockSource } from '../catalogue/stock.service.ts'
import type { Tx } from '../db/transaction.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { ConflictError } from '../http/errors.ts'
import type { OrdersRepository } from './repository.ts'
import type { BranchSnapshot } from './view.ts'

/** place-order's steps inside its transaction (decision 0018), in the order the service runs them. */

const FIRST_ITEMS = 3

type NewOrder = Parameters<OrdersRepository['insert']>[1]
type NewLines = Parameters<OrdersRepository['insert']>[2]
export type StockTaken = Map<number, { source: StockSource; soldOut: boolean }>

/** One conditional decrement per product; a refusal names the product. */
export async function takeStock(stock: StockService, trx: Tx, branchId: number, lines: Cart['cartItems']): Promise<StockTaken> {
  const wanted = new Map<number, { quantity: number; name: string }>()
  for (const l of lines) wanted.set(l.product_id, { quantity: (wanted.get(l.product_id)?.quantity ?? 0) + l.quantity, name: l.name })
  const sources: StockTaken = new Map()
  for (const [productId, { quantity, name }] of wanted) {
    const taken = await stock.take(trx, branchId, productId, quantity)
    if (!taken.taken) {
      throw new ConflictError(
        taken.left ? `Only ${taken.left} of ${name} left: change the quantity and try again` : `${name} is sold out`,
        {},
      )
    }
    sources.set(productId, { source: taken.source, soldOut: taken.left === 0 })
  }
  return sources
}

/**
 * The offer's use is taken now (a held claim becomes the use); none left is a 409. Its conditions on the
 * shopper's own orders are checked again first, the shopper's other orders held back (decision 0042).
 */
export async function useOffer(
  deps: { discounts: DiscountsService; versions: CacheVersions },
  trx: Tx,
  offer: CheckoutOffer,
  owner: string,
): Promise<string> {
  const notForShopper = await deps.discounts.whyNotForShopperNow(trx, offer.id, owner)
  if (notForShopper) throw new ConflictError(`${notForShopper}. Check the new total and try again`, {})
  const code = await deps.discounts.useForOrder(trx, offer.id, owner)
  if (code === undefined) throw new ConflictError('The offer in your cart has just been fully used. Check the new total and try again', {})
  await deps.versions.bump(trx, ['cache-offers']) // its count of uses moved
  return code
}

export interface OrderFacts {
  publicId: string
  /** The public address the order was placed from (decision 0041). */
  linkBase: string
  owner: string
  userId: number
  branchId: number
  body: PlaceOrderBody
  paymentMethod: string
  paymentStatus: string
  address: object | null
  branch: BranchSnapshot
  couponCode: string | null
  walletUse: number
  now: string
}

/** The order's row: every total as the cart had them, and the address and branch as snapshots. */
export function orderRecord(cart: Cart, f: OrderFacts): NewOrder {
  return {
    public_id: f.publicId,
    link_base: f.linkBase,
    owner_key: f.owner,
    user_id: f.userId,
    branch_id: f.branchId,
    status: 'placed',
    fulfilment: f.body.fulfilment,
    payment_method: f.paymentMethod,
    payment_status: f.paymentStatus,
    address: f.address && JSON.stringify(f.address),
    branch: JSON.stringify(f.branch),
    coupon_code: f.couponCode,
    subtotal: cart.subtotal,
    product_price_discount: cart.product_price_discount,
    order_discount_amount: cart.order_discount_amount,
    shipping_discount_amount: cart.shipping_discount_amount,
    delivery_charge: cart.delivery_charge,
    tax_amount: cart.tax_amount,
    fees_total: cart.applied_additional_fees.reduce((s, fee) => s + fee.amount, 0),
    fees: JSON.stringify(cart.applied_additional_fees),
    total: cart.total,
    wallet_used: f.walletUse,
    item_count: cart.cartDetails.item_count,
    first_items: JSON.stringify(cart.cartItems.slice(0, FIRST_ITEMS).map((l) => l.name)),
    notes: f.body.notes?.trim() || null,
    placed_at: f.now,
    created_at: f.now,
  }
}

/** The lines' snapshot, with where each product's stock came from. */
export function orderLines(lines: Cart['cartItems'], sources: StockTaken): NewLines {
  return lines.map((l) => ({
    product_id: l.product_id,
    name: l.name,
    slug: l.slug,
    image: l.image && JSON.stringify(l.image),
    options: JSON.stringify(l.options),
    selected_attributes: JSON.stringify(l.selectedAttributes),
    selected_multi_attributes: JSON.stringify(l.selectedMultiAttributes),
    unit_price: l.unit_price,
    quantity: l.quantity,
    line_total: l.line_total,
    stock_source: sources.get(l.product_id)?.source ?? null,
  }))
}
