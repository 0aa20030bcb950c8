import type { AdjustedLine, Cart, CartAddBody, CartUpdateBody, Discount, Fulfilment, ProductCard } from '@store/core'
import type { BranchesService } from '../branches/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { whyNotApplicable } from '../discounts/rules.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { InputError } from '../http/errors.ts'
import type { StoreService } from '../store/service.ts'
import { addLine, adoptGuestCarts, removeLine, updateLine } from './line-changes.ts'
import type { CheckoutOffer } from './priced-cart.ts'
import { priceStoredCart } from './priced-cart.ts'
import type { CartRepository } from './repository.ts'

// place-order names the offer through the cart's service, as it takes the cart from it.
export type { CheckoutOffer }

export interface CartDeps {
  carts: CartRepository
  branches: BranchesService
  catalogue: CatalogueService
  store: StoreService
  discounts: DiscountsService
  versions: CacheVersions
  unitOfWork: UnitOfWork
}

/**
 * The cart's rules: lines are priced by the server from the catalogue, with the core option rules.
 * Each call resolves the branch here; pricing is in priced-cart.ts, changes to lines in line-changes.ts.
 */
export class CartService {
  constructor(private readonly deps: CartDeps) {}

  /** get-cart: priced for delivery unless the checkout asks for pickup, so it shows the order's totals. */
  async get(owner: string, requestedBranch: number, fulfilment: Fulfilment = 'delivery'): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    return (await priceStoredCart(this.deps, owner, branchId, fulfilment)).cart
  }

  /** The cart as stored, priced from the catalogue and offers as they are now (every cart change answers it). */
  private async priced(owner: string, branchId: number): Promise<Cart> {
    return (await priceStoredCart(this.deps, owner, branchId, 'delivery')).cart
  }

  /**
   * Place-order: the cart priced from the database now, as the order will be, and the offer that
   * gave its discount (its use is taken in the order's transaction).
   */
  async forCheckout(owner: string, branchId: number, fulfilment: Fulfilment): Promise<{ cart: Cart; offer: CheckoutOffer | null }> {
    return priceStoredCart(this.deps, owner, branchId, fulfilment)
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

  async add(owner: string, requestedBranch: number, body: CartAddBody): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    await addLine(this.deps, owner, branchId, body)
    return this.priced(owner, branchId)
  }

  async update(owner: string, requestedBranch: number, body: CartUpdateBody): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    await updateLine(this.deps, owner, branchId, body)
    return this.priced(owner, branchId)
  }

  async remove(owner: string, requestedBranch: number, lineId: number): Promise<Cart> {
    const branchId = await this.deps.branches.idOrThrow(requestedBranch)
    await removeLine(this.deps, owner, branchId, lineId)
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

  /** A guest's carts join the account's at login; see line-changes.ts. */
  async adoptGuestCarts(guest: string, user: string): Promise<AdjustedLine[]> {
    return adoptGuestCarts(this.deps, guest, user)
  }
}
