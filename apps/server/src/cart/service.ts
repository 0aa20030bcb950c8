import type { AdjustedLine, Cart, CartAddBody, CartUpdateBody, Discount, Fulfilment, ProductCard } from '@store/core'
import { checkSelection, deliveryChargeFor, formatMoney, linesSubtotal, MAX_LINE_QUANTITY } from '@store/core'
import type { BranchesService } from '../branches/service.ts'
import type { CatalogueService, PricedProduct } from '../catalogue/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { whyNotApplicable } from '../discounts/rules.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { StoreService } from '../store/service.ts'
import { cartTotals, priceLine } from './pricing.ts'
import type { CartRepository } from './repository.ts'

const sortedJson = (ids: readonly number[] = []) => JSON.stringify([...ids].sort((a, b) => a - b))

/** The offer a cart's discount came from: a shopper's coupon, or an automatic offer. */
export interface CheckoutOffer {
  id: number
  automatic: boolean
}

export interface CartDeps {
  carts: CartRepository
  branches: BranchesService
  catalogue: CatalogueService
  store: StoreService
  discounts: DiscountsService
  versions: CacheVersions
  unitOfWork: UnitOfWork
}

/** The cart's rules: lines are priced by the server from the catalogue, with the core option rules. */
export class CartService {
  constructor(private readonly deps: CartDeps) {}

  /** get-cart: priced for delivery unless the checkout asks for pickup, so it shows the order's totals (issue 10). */
  async get(owner: string, requestedBranch: number, fulfilment: Fulfilment = 'delivery'): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    return (await this.pricedWithOffer(owner, branchId, fulfilment)).cart
  }

  /** The cart as stored, priced from the catalogue and offers as they are now (every cart change answers it). */
  private async priced(owner: string, branchId: number): Promise<Cart> {
    return (await this.pricedWithOffer(owner, branchId, 'delivery')).cart
  }

  /**
   * issue 10 place-order: the cart priced from the database now, as the order will be, and the offer that
   * gave its discount (its use is taken in the order's transaction). A pickup order carries no delivery
   * charge: the same lines priced with the branch's fee at 0 (decision 0018); a digital store's carts
   * carry none either way (store/cart-rules.ts).
   */
  async forCheckout(owner: string, branchId: number, fulfilment: Fulfilment): Promise<{ cart: Cart; offer: CheckoutOffer | null }> {
    return this.pricedWithOffer(owner, branchId, fulfilment)
  }

  /**
   * Empties the cart of exactly these lines as they were priced, in the order's transaction. False when
   * any of them changed or went meanwhile (a parallel order of the same cart, an edit): nothing is ordered twice.
   */
  async takeLinesForOrder(trx: Tx, cartId: number, lines: readonly { id: number; quantity: number }[]): Promise<boolean> {
    const taken = await this.deps.carts.takeLines(trx, cartId, lines)
    if (taken) await this.deps.carts.setCoupon(trx, cartId, null)
    return taken
  }

  private async pricedWithOffer(
    owner: string,
    branchId: number,
    fulfilment: Fulfilment,
  ): Promise<{ cart: Cart; offer: CheckoutOffer | null }> {
    const delivery = fulfilment === 'delivery'
    const cart = await this.deps.carts.find(owner, branchId)
    const cartId = cart?.id
    const couponCode = cart?.coupon_code ?? null
    const rows = cart?.lines ?? []
    const stored = await this.deps.store.cartRules(branchId)
    const rules = delivery ? stored : { ...stored, branch: { ...stored.branch, delivery_fee: 0, free_delivery_above: null } }
    const products = new Map<number, PricedProduct | undefined>()
    for (const row of rows)
      if (!products.has(row.product_id)) products.set(row.product_id, await this.deps.catalogue.productForPricing(branchId, row.product_id))
    const priced = rows.map((row) => priceLine(row, products.get(row.product_id)))
    // Which offer applies depends on the subtotal and the delivery charge, so they come first, from core's rules.
    const subtotal = linesSubtotal(priced.flatMap((p) => (p.line.is_available ? [p.line] : [])))
    const { branch } = rules
    const deliveryCharge = deliveryChargeFor(subtotal, branch.delivery_fee, branch.free_delivery_above)
    const offer = await this.deps.discounts.cartOffer({ owner, branchId, subtotal, deliveryCharge, couponCode, money: rules.money })
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

  async add(owner: string, requestedBranch: number, body: CartAddBody): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const product = await this.availableProduct(branchId, body.product_id)
    const check = checkSelection(product, body.selected_attributes ?? [], body.selected_multi_attributes ?? [])
    if (!check.ok) throw new InputError(check.message)
    const cartId = (await this.deps.carts.findCartId(owner, branchId)) ?? (await this.deps.carts.create(owner, branchId))
    // The same product with the same choices is one line whose quantity grows, within the limit.
    const choice = {
      product_id: product.id,
      selected_attributes: sortedJson(body.selected_attributes),
      selected_multi_attributes: sortedJson(body.selected_multi_attributes),
    }
    const added = await this.deps.carts.addToLine(cartId, choice, body.quantity ?? 1, check.unitPrice, this.maxQuantity(product))
    if (added === undefined) throw new InputError(this.tooMany(product))
    return this.priced(owner, branchId)
  }

  async update(owner: string, requestedBranch: number, body: CartUpdateBody): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const cartId = await this.deps.carts.findCartId(owner, branchId)
    const line = cartId === undefined ? undefined : await this.deps.carts.line(cartId, body.cart_id)
    if (!line || cartId === undefined) throw new NotFoundError('Cart item')
    // Catalogue reads happen before the write transaction: SQLite has one connection, and a read
    // waiting for it inside a transaction would wait for ever.
    const product = await this.availableProduct(branchId, line.product_id)
    const single = body.selected_attributes ?? (JSON.parse(line.selected_attributes) as number[])
    const multi = body.selected_multi_attributes ?? (JSON.parse(line.selected_multi_attributes) as number[])
    const check = checkSelection(product, single, multi)
    if (!check.ok) throw new InputError(check.message)
    const choice = { product_id: line.product_id, selected_attributes: sortedJson(single), selected_multi_attributes: sortedJson(multi) }
    const change = () =>
      this.deps.unitOfWork.run(async (trx) => {
        // Choosing the options of another line makes them one line, as adding them would have.
        const twin = await this.deps.carts.sameChoiceLine(trx, cartId, choice, line.id)
        const quantity = body.quantity + (twin?.quantity ?? 0)
        if (quantity > this.maxQuantity(product)) throw new InputError(this.tooMany(product))
        if (twin && (await this.deps.carts.deleteLine(cartId, line.id, trx)) === 0) throw new NotFoundError('Cart item')
        const changed = await this.deps.carts.updateLine(trx, cartId, twin?.id ?? line.id, {
          quantity,
          ...choice,
          unit_price: check.unitPrice,
        })
        if (changed === 0) throw new NotFoundError('Cart item') // removed meanwhile
      })
    // On PostgreSQL a parallel add of the same choice can land between our read and write; once more
    // sees that line and merges into it.
    await change().catch((error: unknown) => {
      if (isUniqueViolation(error)) return change()
      throw error
    })
    return this.priced(owner, branchId)
  }

  async remove(owner: string, requestedBranch: number, lineId: number): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const cartId = await this.deps.carts.findCartId(owner, branchId)
    if (cartId === undefined || (await this.deps.carts.deleteLine(cartId, lineId)) === 0) throw new NotFoundError('Cart item')
    return this.priced(owner, branchId)
  }

  /** Applies the shopper's coupon, taking one of its limited uses; a reason it cannot apply is a 422. */
  async applyCoupon(owner: string, requestedBranch: number, code: string): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const coupon = await this.deps.discounts.findCoupon(code)
    if (!coupon || coupon.is_active !== 1) throw new InputError('This code is not valid')
    if (coupon.is_automatic === 1) throw new InputError('This offer applies by itself when your cart qualifies')
    const cart = await this.priced(owner, branchId)
    if (cart.cartDetails.id === null || cart.subtotal === 0) throw new InputError('Add something to your cart first')
    const rules = await this.deps.store.cartRules(branchId)
    const reason = whyNotApplicable(
      coupon,
      await this.deps.discounts.context(coupon, { owner, branchId, subtotal: cart.subtotal, money: rules.money }),
    )
    if (reason) throw new InputError(reason)
    const cartId = cart.cartDetails.id
    await this.deps.unitOfWork.run(async (trx) => {
      const previous = cart.customer_applied_coupon
      if (previous && previous !== coupon.code) await this.deps.discounts.release(trx, previous, owner)
      if (!(await this.deps.discounts.claim(trx, coupon, owner))) throw new InputError('This offer has been fully used')
      await this.deps.carts.setCoupon(trx, cartId, coupon.code)
      await this.deps.versions.bump(trx, ['cache-offers']) // its count of uses moved
    })
    this.deps.versions.invalidate()
    return this.priced(owner, branchId)
  }

  /** spec §4: removing the customer's coupon clears coupon_applied, coupon_message and customer_applied_coupon. */
  async removeCoupon(owner: string, requestedBranch: number): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const cartId = await this.deps.carts.findCartId(owner, branchId)
    if (cartId !== undefined) {
      const code = await this.deps.carts.coupon(cartId)
      await this.deps.unitOfWork.run(async (trx) => {
        if (code) await this.deps.discounts.release(trx, code, owner)
        await this.deps.carts.setCoupon(trx, cartId, null)
        await this.deps.versions.bump(trx, ['cache-offers'])
      })
      this.deps.versions.invalidate()
    }
    return this.priced(owner, branchId)
  }

  async discounts(owner: string, requestedBranch: number): Promise<Discount[]> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const cart = await this.priced(owner, branchId)
    const rules = await this.deps.store.cartRules(branchId)
    return this.deps.discounts.list({
      owner,
      branchId,
      subtotal: cart.subtotal,
      deliveryCharge: cart.delivery_charge,
      couponCode: cart.customer_applied_coupon,
      money: rules.money,
    })
  }

  /** Up to 8 products from the cart's categories that are not in it; the first products when the cart is empty. */
  async recommended(owner: string, requestedBranch: number): Promise<ProductCard[]> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    const cart = await this.deps.carts.find(owner, branchId)
    return this.deps.catalogue.recommended(branchId, [...new Set((cart?.lines ?? []).map((l) => l.product_id))], 8)
  }

  /**
   * A guest who logs in brings their carts (issue 9): each line adds to the same line of the account's
   * cart at that branch, within the line's limit; what does not fit is reported. The guest's carts, and
   * any coupon use they held, are then gone. One transaction: a failure leaves both carts as they were.
   */
  async adoptGuestCarts(guest: string, user: string): Promise<AdjustedLine[]> {
    const guestCarts = await this.deps.carts.allOf(guest)
    if (guestCarts.length === 0) return []
    // Catalogue reads first: on SQLite a read waiting inside the write transaction would wait for ever.
    const limits = new Map<string, { max: number; name: string }>()
    for (const cart of guestCarts) {
      for (const line of cart.lines) {
        const product = await this.deps.catalogue.productForPricing(cart.branch_id, line.product_id)
        limits.set(`${cart.branch_id}|${line.product_id}`, {
          max: product ? this.maxQuantity(product) : MAX_LINE_QUANTITY,
          name: product?.name ?? 'A product',
        })
      }
    }
    const adjusted: AdjustedLine[] = []
    const releasesCoupon = guestCarts.some((c) => c.coupon_code !== null)
    await this.deps.unitOfWork.run(async (trx) => {
      for (const cart of guestCarts) {
        const userCartId =
          (await this.deps.carts.findCartId(user, cart.branch_id, trx)) ?? (await this.deps.carts.create(user, cart.branch_id, trx))
        for (const line of cart.lines) {
          const { max, name } = limits.get(`${cart.branch_id}|${line.product_id}`)!
          const choice = {
            product_id: line.product_id,
            selected_attributes: line.selected_attributes,
            selected_multi_attributes: line.selected_multi_attributes,
          }
          const room = max - (await this.deps.carts.quantityOf(trx, userCartId, choice))
          const moved = Math.min(line.quantity, room)
          if (moved > 0) await this.deps.carts.addToLine(userCartId, choice, moved, line.unit_price, max, trx)
          if (moved < line.quantity) {
            adjusted.push({
              id: line.id,
              product_id: line.product_id,
              name,
              reason: 'quantity_limited',
              message:
                moved > 0
                  ? `Only ${moved} more of ${name} fitted in your cart`
                  : `${name} is already in your cart as many times as it can be`,
              old_unit_price: line.unit_price,
              new_unit_price: line.unit_price,
            })
          }
        }
        if (cart.coupon_code) await this.deps.discounts.release(trx, cart.coupon_code, guest)
        await this.deps.carts.deleteCart(trx, cart.id)
      }
      if (releasesCoupon) await this.deps.versions.bump(trx, ['cache-offers']) // a use given back moves the offers' counts
    })
    if (releasesCoupon) this.deps.versions.invalidate()
    return adjusted
  }

  private async availableProduct(branchId: number, productId: number): Promise<PricedProduct> {
    const product = await this.deps.catalogue.productForPricing(branchId, productId)
    if (!product) throw new InputError('This product is not available at your branch')
    if (!product.in_stock) throw new InputError(`${product.name} is sold out`)
    return product
  }

  /** The most one line may hold: the store's per-line limit, or what is in stock when that is less. */
  private maxQuantity(product: PricedProduct): number {
    return product.stock !== null ? Math.min(product.stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY
  }

  private tooMany(product: PricedProduct): string {
    return product.stock !== null && product.stock < MAX_LINE_QUANTITY
      ? `Only ${product.stock} of ${product.name} left`
      : `You can add at most ${MAX_LINE_QUANTITY} of ${product.name}`
  }
}
