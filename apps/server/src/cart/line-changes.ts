import type { AdjustedLine, CartAddBody, CartUpdateBody } from '@store/core'
import { checkSelection, MAX_LINE_QUANTITY } from '@store/core'
import type { CacheVersions } from '../cache/versions.ts'
import type { CatalogueService, PricedProduct } from '../catalogue/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { CartRepository } from './repository.ts'

/** What changing a cart's lines reads and writes; the branch is already resolved and the answer priced by the caller. */
export interface LineChangeDeps {
  carts: CartRepository
  catalogue: CatalogueService
  discounts: DiscountsService
  versions: CacheVersions
  unitOfWork: UnitOfWork
}

const sortedJson = (ids: readonly number[] = []) => JSON.stringify([...ids].sort((a, b) => a - b))

export async function addLine(deps: LineChangeDeps, owner: string, branchId: number, body: CartAddBody): Promise<void> {
  const product = await availableProduct(deps, branchId, body.product_id)
  const check = checkSelection(product, body.selected_attributes ?? [], body.selected_multi_attributes ?? [])
  if (!check.ok) throw new InputError(check.message)
  const cartId = (await deps.carts.findCartId(owner, branchId)) ?? (await deps.carts.create(owner, branchId))
  // The same product with the same choices is one line whose quantity grows, within the limit.
  const choice = {
    product_id: product.id,
    selected_attributes: sortedJson(body.selected_attributes),
    selected_multi_attributes: sortedJson(body.selected_multi_attributes),
  }
  const added = await deps.carts.addToLine(cartId, choice, body.quantity ?? 1, check.unitPrice, maxQuantity(product))
  if (added === undefined) throw new InputError(tooMany(product))
}

export async function updateLine(deps: LineChangeDeps, owner: string, branchId: number, body: CartUpdateBody): Promise<void> {
  const cartId = await deps.carts.findCartId(owner, branchId)
  const line = cartId === undefined ? undefined : await deps.carts.line(cartId, body.cart_id)
  if (!line || cartId === undefined) throw new NotFoundError('Cart item')
  // Catalogue reads happen before the write transaction: SQLite has one connection, and a read
  // waiting for it inside a transaction would wait for ever.
  const product = await availableProduct(deps, branchId, line.product_id)
  const single = body.selected_attributes ?? (JSON.parse(line.selected_attributes) as number[])
  const multi = body.selected_multi_attributes ?? (JSON.parse(line.selected_multi_attributes) as number[])
  const check = checkSelection(product, single, multi)
  if (!check.ok) throw new InputError(check.message)
  const choice = { product_id: line.product_id, selected_attributes: sortedJson(single), selected_multi_attributes: sortedJson(multi) }
  const change = () =>
    deps.unitOfWork.run(async (trx) => {
      // Choosing the options of another line makes them one line, as adding them would have.
      const twin = await deps.carts.sameChoiceLine(trx, cartId, choice, line.id)
      const quantity = body.quantity + (twin?.quantity ?? 0)
      if (quantity > maxQuantity(product)) throw new InputError(tooMany(product))
      if (twin && (await deps.carts.deleteLine(cartId, line.id, trx)) === 0) throw new NotFoundError('Cart item')
      const changed = await deps.carts.updateLine(trx, cartId, twin?.id ?? line.id, {
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
}

export async function removeLine(deps: LineChangeDeps, owner: string, branchId: number, lineId: number): Promise<void> {
  const cartId = await deps.carts.findCartId(owner, branchId)
  if (cartId === undefined || (await deps.carts.deleteLine(cartId, lineId)) === 0) throw new NotFoundError('Cart item')
}

/**
 * A guest who logs in brings their carts: each line adds to the same line of the account's
 * cart at that branch, within the line's limit; what does not fit is reported. The guest's coupon
 * moves to the account's cart (carryCoupon) and the guest's carts are gone. One transaction: a failure
 * leaves both carts as they were.
 */
export async function adoptGuestCarts(deps: LineChangeDeps, guest: string, user: string): Promise<AdjustedLine[]> {
  const guestCarts = await deps.carts.allOf(guest)
  if (guestCarts.length === 0) return []
  // Catalogue reads first: on SQLite a read waiting inside the write transaction would wait for ever.
  const limits = new Map<string, { max: number; name: string }>()
  for (const cart of guestCarts) {
    for (const line of cart.lines) {
      const product = await deps.catalogue.productForPricing(cart.branch_id, line.product_id)
      limits.set(`${cart.branch_id}|${line.product_id}`, {
        max: product ? maxQuantity(product) : MAX_LINE_QUANTITY,
        name: product?.name ?? 'A product',
      })
    }
  }
  // The account's standing with each guest coupon, read before the transaction for the same reason.
  const coupons = new Map<string, Awaited<ReturnType<DiscountsService['forAccount']>>>()
  for (const code of new Set(guestCarts.map((c) => c.coupon_code).filter((c) => c !== null))) {
    coupons.set(code, await deps.discounts.forAccount(code, user))
  }
  const adjusted: AdjustedLine[] = []
  const releasesCoupon = guestCarts.some((c) => c.coupon_code !== null)
  await deps.unitOfWork.run(async (trx) => {
    for (const cart of guestCarts) {
      const userCartId = (await deps.carts.findCartId(user, cart.branch_id, trx)) ?? (await deps.carts.create(user, cart.branch_id, trx))
      for (const line of cart.lines) {
        const { max, name } = limits.get(`${cart.branch_id}|${line.product_id}`)!
        const choice = {
          product_id: line.product_id,
          selected_attributes: line.selected_attributes,
          selected_multi_attributes: line.selected_multi_attributes,
        }
        const room = max - (await deps.carts.quantityOf(trx, userCartId, choice))
        const moved = Math.min(line.quantity, room)
        if (moved > 0) await deps.carts.addToLine(userCartId, choice, moved, line.unit_price, max, trx)
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
      if (cart.coupon_code) {
        await deps.discounts.release(trx, cart.coupon_code, guest)
        await carryCoupon(deps, trx, userCartId, user, coupons.get(cart.coupon_code))
      }
      await deps.carts.deleteCart(trx, cart.id)
    }
    if (releasesCoupon) await deps.versions.bump(trx, ['cache-offers']) // a use given back moves the offers' counts
  })
  if (releasesCoupon) deps.versions.invalidate()
  return adjusted
}

/**
 * The guest's coupon comes along unless the account's cart has its own. A coupon the account may not
 * use (first order only, already used, none left) still comes, unclaimed: the cart's coupon_message
 * then says why, instead of the coupon vanishing without a word.
 */
async function carryCoupon(
  deps: LineChangeDeps,
  trx: Tx,
  userCartId: number,
  user: string,
  carried: Awaited<ReturnType<DiscountsService['forAccount']>>,
): Promise<void> {
  if (!carried || (await deps.carts.coupon(userCartId, trx)) !== null) return
  // The guest's use was given back just before, so a limited coupon's last use is this account's to take.
  if (carried.mayClaim) await deps.discounts.claim(trx, carried.coupon, user)
  await deps.carts.setCoupon(trx, userCartId, carried.coupon.code)
}

async function availableProduct(deps: LineChangeDeps, branchId: number, productId: number): Promise<PricedProduct> {
  const product = await deps.catalogue.productForPricing(branchId, productId)
  if (!product) throw new InputError('This product is not available at your branch')
  if (!product.in_stock) throw new InputError(`${product.name} is sold out`)
  return product
}

/** The most one line may hold: the store's per-line limit, or what is in stock when that is less. */
function maxQuantity(product: PricedProduct): number {
  return product.stock !== null ? Math.min(product.stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY
}

function tooMany(product: PricedProduct): string {
  return product.stock !== null && product.stock < MAX_LINE_QUANTITY
    ? `Only ${product.stock} of ${product.name} left`
    : `You can add at most ${MAX_LINE_QUANTITY} of ${product.name}`
}
