import type { Kysely } from 'kysely'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** Where a product's stock is counted at a branch: the branch's own figure, the product's, or not at all. */
export type StockSource = 'branch' | 'product' | null

/**
 * The only code that changes stock. A branch's figure (product_branches.stock) wins where it
 * is set, as in every read of the catalogue; null means the stock is not tracked.
 */
export class StockRepository {
  // place-order runs these for every product of every order, so they are compiled once (see prepareQuery).
  private readonly countedAt
  private readonly takeFromBranch
  private readonly takeFromProduct

  constructor(db: Kysely<Database>) {
    this.countedAt = prepareQuery<{ productId: number; branchId: number }, { product_stock: number | null; branch_stock: number | null }>(
      (param) =>
        db
          .selectFrom('products')
          .leftJoin('product_branches', (join) =>
            join.onRef('product_branches.product_id', '=', 'products.id').on('product_branches.branch_id', '=', param('branchId')),
          )
          .select(['products.stock as product_stock', 'product_branches.stock as branch_stock'])
          .where('products.id', '=', param('productId')),
    )
    this.takeFromBranch = prepareQuery<{ quantity: number; productId: number; branchId: number }, { stock: number | null }>((param) =>
      db
        .updateTable('product_branches')
        .set((eb) => ({ stock: eb('stock', '-', param('quantity')) }))
        .where('product_id', '=', param('productId'))
        .where('branch_id', '=', param('branchId'))
        .where('stock', '>=', param('quantity'))
        .returning('stock'),
    )
    this.takeFromProduct = prepareQuery<{ quantity: number; productId: number }, { stock: number | null }>((param) =>
      db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', param('quantity')) }))
        .where('id', '=', param('productId'))
        .where('stock', '>=', param('quantity'))
        .returning('stock'),
    )
  }

  /**
   * Takes `quantity` with one conditional UPDATE (stock ≥ quantity), so parallel orders never take it
   * below zero. Answers where it was taken, and what is left; `taken: false` with what there was when
   * there was not enough.
   */
  async take(
    trx: Tx,
    branchId: number,
    productId: number,
    quantity: number,
  ): Promise<{ taken: boolean; source: StockSource; left: number | null }> {
    // One read says where the stock is counted; only a counted stock is then taken, conditionally.
    const { source } = await this.counted(trx, branchId, productId)
    // Not tracked (or no such product, which the cart's pricing has already refused): nothing to take.
    if (source === null) return { taken: true, source: null, left: null }
    const [left] =
      source === 'branch'
        ? await this.takeFromBranch(trx, { quantity, productId, branchId })
        : await this.takeFromProduct(trx, { quantity, productId })
    if (left) return { taken: true, source, left: left.stock }
    // Not enough: say what there is now (a parallel order may have taken some since the read above).
    return { taken: false, source, left: (await this.counted(trx, branchId, productId)).stock ?? 0 }
  }

  /** Where a product's stock is counted at a branch (the branch's figure wins where set), and how much there is. */
  private async counted(trx: Tx, branchId: number, productId: number): Promise<{ source: StockSource; stock: number | null }> {
    const [row] = await this.countedAt(trx, { productId, branchId })
    if (row?.branch_stock !== null && row?.branch_stock !== undefined) return { source: 'branch', stock: row.branch_stock }
    if (row?.product_stock !== null && row?.product_stock !== undefined) return { source: 'product', stock: row.product_stock }
    return { source: null, stock: null }
  }

  /** Puts stock back where it was taken (a cancelled order); answers the stock now, null when not tracked. */
  async giveBack(trx: Tx, branchId: number, productId: number, quantity: number, source: StockSource): Promise<number | null> {
    if (source === null) return null
    const row =
      source === 'branch'
        ? await trx
            .updateTable('product_branches')
            .set((eb) => ({ stock: eb('stock', '+', quantity) }))
            .where('product_id', '=', productId)
            .where('branch_id', '=', branchId)
            .where('stock', 'is not', null)
            .returning('stock')
            .executeTakeFirst()
        : await trx
            .updateTable('products')
            .set((eb) => ({ stock: eb('stock', '+', quantity) }))
            .where('id', '=', productId)
            .where('stock', 'is not', null)
            .returning('stock')
            .executeTakeFirst()
    return row?.stock ?? null
  }
}
