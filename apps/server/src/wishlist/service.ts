import { MAX_WISHLIST_PRODUCTS, type WishlistPage, type WishlistProduct, type WishlistToggle } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { CatalogueService, Paging } from '../catalogue/service.ts'
import type { UnitOfWork } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { ProductCopy, WishlistRepository } from './repository.ts'

/** A product no longer sold at the branch, drawn from what was kept when it was added. */
function unavailableCard(copy: ProductCopy): WishlistProduct {
  const { product_id, ...kept } = copy
  return { id: product_id, ...kept, original_price: null, in_stock: false, has_options: false, is_available: false }
}

/** A shopper's wishlist (decision 0019): at most MAX_WISHLIST_PRODUCTS products, newest first. */
export class WishlistService {
  constructor(
    private readonly repo: WishlistRepository,
    private readonly catalogue: CatalogueService,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
  ) {}

  /**
   * Puts the product in the list when it is not there, takes it out when it is. Parallel toggles by one
   * shopper take turns (the lock below), so each is one flip and two at once leave the list as it was.
   * A product that is gone can still be taken out; only adding needs it to be sold at the branch.
   */
  async toggle(userId: number, branchId: number, productId: number): Promise<WishlistToggle> {
    // Read before the transaction: SQLite's one connection would wait on itself (decision 0007).
    const product = await this.catalogue.productForPricing(branchId, productId)
    return this.work.run(async (trx) => {
      await this.accounts.lockForUpdate(trx, userId)
      if (await this.repo.remove(trx, userId, productId)) return { in_wishlist: false, count: await this.repo.count(userId, trx) }
      if (!product) throw new NotFoundError('Product')
      const count = await this.repo.count(userId, trx)
      if (count >= MAX_WISHLIST_PRODUCTS) {
        const message = `Your wishlist holds at most ${MAX_WISHLIST_PRODUCTS} products. Remove one to add another`
        throw new InputError(message, [{ path: 'product_id', message }])
      }
      const copy = {
        product_id: product.id,
        name: product.name,
        slug: product.slug,
        image: product.images[0] ?? null,
        price: product.selling_price,
      }
      // The unique key is the last word: a row another writer added meanwhile means the product is in.
      const added = await this.repo.insert(trx, userId, copy)
      return { in_wishlist: true, count: added ? count + 1 : await this.repo.count(userId, trx) }
    })
  }

  async page(userId: number, branchId: number, paging: Paging): Promise<WishlistPage> {
    const [copies, total] = await Promise.all([
      this.repo.page(userId, paging.per_page, (paging.page - 1) * paging.per_page),
      this.repo.count(userId),
    ])
    // Cards as the branch sells them now; what it no longer sells keeps its place as unavailable.
    const cards = new Map(
      (
        await this.catalogue.cardsByIds(
          branchId,
          copies.map((c) => c.product_id),
        )
      ).map((c) => [c.id, c]),
    )
    const products = copies.map((copy): WishlistProduct => {
      const card = cards.get(copy.product_id)
      return card ? { ...card, is_available: true } : unavailableCard(copy)
    })
    return {
      products,
      current_page: paging.page,
      last_page: Math.max(1, Math.ceil(total / paging.per_page)),
      per_page: paging.per_page,
      total,
    }
  }

  productIds(userId: number): Promise<number[]> {
    return this.repo.productIds(userId)
  }
}
