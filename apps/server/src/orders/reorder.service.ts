import { checkSelection, type AdjustedLine, type Cart } from '@store/core'
import type { CartService } from '../cart/service.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import { InputError } from '../http/errors.ts'
import type { OrderLineRow, OrdersRepository } from './repository.ts'

const ids = (json: string) => JSON.parse(json) as number[]

/**
 * Re-order: an order's lines go back in the cart through the cart service, with the same
 * options, priced as they are now. Lines no longer sold, whose options changed, or that no longer fit
 * are named in adjusted_cart_items; the rest go in.
 */
export class ReorderService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly catalogue: CatalogueService,
    private readonly cart: CartService,
  ) {}

  async reorder(orderId: number, owner: string, branchId: number): Promise<Cart> {
    const adjusted = await this.backToCart(orderId, owner, branchId)
    const cart = await this.cart.get(owner, branchId)
    return { ...cart, adjusted_cart_items: [...cart.adjusted_cart_items, ...adjusted] }
  }

  /** Adds the order's lines to the shopper's cart at `branchId`; answers the lines that did not go in as they were. */
  async backToCart(orderId: number, owner: string, branchId: number): Promise<AdjustedLine[]> {
    const adjusted: AdjustedLine[] = []
    for (const line of await this.orders.lines(orderId)) {
      const problem = await this.addLine(line, owner, branchId)
      if (problem) adjusted.push(problem)
    }
    return adjusted
  }

  private async addLine(line: OrderLineRow, owner: string, branchId: number): Promise<AdjustedLine | null> {
    const single = ids(line.selected_attributes)
    const multi = ids(line.selected_multi_attributes)
    const about = { id: line.id, product_id: line.product_id, name: line.name, old_unit_price: line.unit_price }
    const product = await this.catalogue.productForPricing(branchId, line.product_id)
    if (!product) return { ...about, reason: 'unavailable', message: `${line.name} is no longer available`, new_unit_price: null }
    if (!product.in_stock) return { ...about, reason: 'sold_out', message: `${product.name} is sold out`, new_unit_price: null }
    const check = checkSelection(product, single, multi)
    if (!check.ok) {
      return {
        ...about,
        reason: 'options_changed',
        message: `The options of ${line.name} changed; please choose them again`,
        new_unit_price: null,
      }
    }
    try {
      await this.cart.add(owner, branchId, {
        product_id: line.product_id,
        quantity: line.quantity,
        selected_attributes: single,
        selected_multi_attributes: multi,
      })
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      return { ...about, reason: 'quantity_limited', message: error.message, new_unit_price: check.unitPrice }
    }
    return check.unitPrice === line.unit_price
      ? null
      : { ...about, reason: 'price_changed', message: `The price of ${line.name} changed`, new_unit_price: check.unitPrice }
  }
}
