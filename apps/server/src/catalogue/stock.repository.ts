import type { Tx } from '../db/transaction.ts'

/** Where a product's stock is counted at a branch: the branch's own figure, the product's, or not at all. */
export type StockSource = 'branch' | 'product' | null

/**
 * The only code that changes stock (issue 10). A branch's figure (product_branches.stock) wins where it
 * is set, as in every read of the catalogue; null means the stock is not tracked.
 */
export class StockRepository {
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
    const branchRow = await trx
      .selectFrom('product_branches')
      .select('stock')
      .where('product_id', '=', productId)
      .where('branch_id', '=', branchId)
      .executeTakeFirst()
    const source: StockSource = branchRow && branchRow.stock !== null ? 'branch' : 'product'
    const left =
      source === 'branch'
        ? await trx
            .updateTable('product_branches')
            .set((eb) => ({ stock: eb('stock', '-', quantity) }))
            .where('product_id', '=', productId)
            .where('branch_id', '=', branchId)
            .where('stock', '>=', quantity)
            .returning('stock')
            .executeTakeFirst()
        : await trx
            .updateTable('products')
            .set((eb) => ({ stock: eb('stock', '-', quantity) }))
            .where('id', '=', productId)
            .where('stock', 'is not', null)
            .where('stock', '>=', quantity)
            .returning('stock')
            .executeTakeFirst()
    if (left) return { taken: true, source, left: left.stock }
    if (source === 'branch') return { taken: false, source, left: branchRow?.stock ?? 0 }
    const product = await trx.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst()
    // Not tracked: nothing to take.
    if (product && product.stock === null) return { taken: true, source: null, left: null }
    return { taken: false, source, left: product?.stock ?? 0 }
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
