import type { Cart, CartAddBody, CartUpdateBody, ProductCard } from '@store/core'
import { checkSelection, MAX_LINE_QUANTITY } from '@store/core'
import type { CatalogueRepository } from '../catalogue/repository.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { cartTotals, priceLine, type PricedProduct } from './pricing.ts'
import type { CartRepository } from './repository.ts'

const sortedJson = (ids: readonly number[] = []) => JSON.stringify([...ids].sort((a, b) => a - b))

/** The cart's rules: lines are priced by the server from the catalogue, with the core option rules. */
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly catalogueService: CatalogueService,
    private readonly memo: VersionedMemo,
  ) {}

  /** Products change only with cache-products, so a cart prices from a per-version copy. */
  private product(branchId: number, productId: number): Promise<PricedProduct | undefined> {
    return this.memo.get(`cart-product|${branchId}|${productId}`, ['cache-products', 'cache-branches'],
      async () => (await this.catalogue.productById(branchId, productId)) ?? null).then((p) => p ?? undefined)
  }

  async get(owner: string, requestedBranch: number): Promise<Cart> {
    const branchId = await this.catalogueService.branchIdOrThrow(requestedBranch)
    const cartId = await this.carts.findCartId(owner, branchId)
    if (cartId === undefined) return cartTotals(null, branchId, [])
    const rows = await this.carts.lines(cartId)
    const priced = await Promise.all(rows.map(async (row) => priceLine(row, await this.product(branchId, row.product_id))))
    return cartTotals(cartId, branchId, priced)
  }

  async add(owner: string, requestedBranch: number, body: CartAddBody): Promise<Cart> {
    const branchId = await this.catalogueService.branchIdOrThrow(requestedBranch)
    const product = await this.availableProduct(branchId, body.product_id)
    const check = checkSelection(product, body.selected_attributes ?? [], body.selected_multi_attributes ?? [])
    if (!check.ok) throw new InputError(check.message)
    const single = sortedJson(body.selected_attributes)
    const multi = sortedJson(body.selected_multi_attributes)
    await this.carts.transaction(async (trx) => {
      const cartId = await this.carts.cartIdFor(trx, owner, branchId)
      // The same product with the same choices is one line whose quantity grows.
      const same = (await this.carts.lines(cartId, trx)).find((l) => l.product_id === product.id && l.selected_attributes === single && l.selected_multi_attributes === multi)
      const quantity = (same?.quantity ?? 0) + (body.quantity ?? 1)
      this.assertQuantity(product, quantity)
      if (same) await this.carts.updateLine(trx, cartId, same.id, { quantity, unit_price: check.unitPrice })
      else await this.carts.insertLine(trx, { cart_id: cartId, product_id: product.id, quantity, selected_attributes: single, selected_multi_attributes: multi, unit_price: check.unitPrice })
      await this.carts.touch(trx, cartId)
    })
    return this.get(owner, branchId)
  }

  async update(owner: string, requestedBranch: number, body: CartUpdateBody): Promise<Cart> {
    const branchId = await this.catalogueService.branchIdOrThrow(requestedBranch)
    const cartId = await this.carts.findCartId(owner, branchId)
    const line = cartId === undefined ? undefined : await this.carts.line(cartId, body.cart_id)
    if (!line || cartId === undefined) throw new NotFoundError('Cart item')
    // Catalogue reads happen before the write transaction: SQLite has one connection, and a read
    // waiting for it inside a transaction would wait for ever.
    const product = await this.availableProduct(branchId, line.product_id)
    const single = body.selected_attributes ?? (JSON.parse(line.selected_attributes) as number[])
    const multi = body.selected_multi_attributes ?? (JSON.parse(line.selected_multi_attributes) as number[])
    const check = checkSelection(product, single, multi)
    if (!check.ok) throw new InputError(check.message)
    this.assertQuantity(product, body.quantity)
    await this.carts.transaction(async (trx) => {
      const changed = await this.carts.updateLine(trx, cartId, line.id, { quantity: body.quantity, selected_attributes: sortedJson(single), selected_multi_attributes: sortedJson(multi), unit_price: check.unitPrice })
      if (changed === 0) throw new NotFoundError('Cart item') // removed meanwhile
      await this.carts.touch(trx, cartId)
    })
    return this.get(owner, branchId)
  }

  async remove(owner: string, requestedBranch: number, lineId: number): Promise<Cart> {
    const branchId = await this.catalogueService.branchIdOrThrow(requestedBranch)
    const cartId = await this.carts.findCartId(owner, branchId)
    const line = cartId === undefined ? undefined : await this.carts.line(cartId, lineId)
    if (!line) throw new NotFoundError('Cart item')
    await this.carts.deleteLine(line.id)
    return this.get(owner, branchId)
  }

  /** Up to 8 products from the cart's categories that are not in it; the first products when the cart is empty. */
  async recommended(owner: string, requestedBranch: number): Promise<ProductCard[]> {
    const branchId = await this.catalogueService.branchIdOrThrow(requestedBranch)
    const cartId = await this.carts.findCartId(owner, branchId)
    const inCart = cartId === undefined ? [] : [...new Set((await this.carts.lines(cartId)).map((l) => l.product_id))]
    const categories = await this.catalogue.categoryIdsOf(inCart)
    const picks = await this.catalogue.recommendedCards(branchId, categories, inCart, 8)
    return picks.length > 0 || categories.length === 0 ? picks : this.catalogue.recommendedCards(branchId, [], inCart, 8)
  }

  private async availableProduct(branchId: number, productId: number): Promise<PricedProduct> {
    const product = await this.product(branchId, productId)
    if (!product) throw new InputError('This product is not available at your branch')
    if (!product.in_stock) throw new InputError(`${product.name} is sold out`)
    return product
  }

  private assertQuantity(product: PricedProduct, quantity: number): void {
    if (quantity > MAX_LINE_QUANTITY) throw new InputError(`You can add at most ${MAX_LINE_QUANTITY} of ${product.name}`)
    if (product.stock !== null && quantity > product.stock) throw new InputError(`Only ${product.stock} of ${product.name} left`)
  }
}
