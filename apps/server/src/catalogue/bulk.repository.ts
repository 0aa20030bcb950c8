import { sql, type RawBuilder } from 'kysely'
import type { BulkAction } from '@store/core'
import type { Tx } from '../db/transaction.ts'

type PriceChange = Extract<BulkAction, { kind: 'price' }>

/** A price column moved by an amount or a percent (rounded half up), never below 0. */
function moved(column: string, change: PriceChange): RawBuilder<number> {
  const col = sql.ref(column)
  // A literal, not a parameter: better-sqlite3 binds a JS number as a REAL, which would turn the
  // integer division below into a fraction. The value is an integer checked by the schema.
  const value = sql.lit(Math.trunc(change.value))
  const next =
    change.by === 'amount'
      ? sql`${col} + ${value}`
      : // Integer arithmetic in both dialects: (price × (100 + p) + 50) / 100 truncates, i.e. rounds half up for p > -100.
        sql`(${col} * (100 + ${value}) + 50) / 100`
  return sql<number>`CASE WHEN ${next} < 0 THEN 0 ELSE ${next} END`
}

/** What a bulk action can change on a product, as the audit log records it before and after. */
export interface BulkSnapshot {
  selling_price: number
  stock: number | null
  is_active: boolean
  branches: { branch_id: number; is_available: boolean; selling_price: number | null; stock: number | null }[]
  combination_prices: number[]
}

/** Bulk changes to many products in the caller's transaction (decision 0056). */
export class BulkRepository {
  async snapshots(trx: Tx, ids: number[]): Promise<Map<number, BulkSnapshot>> {
    const [products, branches, combinations] = await Promise.all([
      trx.selectFrom('products').select(['id', 'selling_price', 'stock', 'is_active']).where('id', 'in', ids).execute(),
      trx
        .selectFrom('product_branches')
        .select(['product_id', 'branch_id', 'is_available', 'selling_price', 'stock'])
        .where('product_id', 'in', ids)
        .orderBy('branch_id')
        .execute(),
      trx.selectFrom('combinations').select(['product_id', 'price']).where('product_id', 'in', ids).orderBy('id').execute(),
    ])
    return new Map(
      products.map((p) => [
        p.id,
        {
          selling_price: p.selling_price,
          stock: p.stock,
          is_active: p.is_active === 1,
          branches: branches
            .filter((b) => b.product_id === p.id)
            .map(({ product_id: _p, is_available, ...b }) => ({ ...b, is_available: is_available === 1 })),
          combination_prices: combinations.filter((c) => c.product_id === p.id).map((c) => c.price),
        },
      ]),
    )
  }

  /** Moves the product's price, each branch's own price and each combination's price alike. */
  async movePrices(trx: Tx, ids: number[], change: PriceChange): Promise<void> {
    await trx
      .updateTable('products')
      .set({ selling_price: moved('selling_price', change) })
      .where('id', 'in', ids)
      .execute()
    await trx
      .updateTable('product_branches')
      .set({ selling_price: moved('selling_price', change) })
      .where('product_id', 'in', ids)
      .where('selling_price', 'is not', null)
      .execute()
    await trx
      .updateTable('combinations')
      .set({ price: moved('price', change) })
      .where('product_id', 'in', ids)
      .execute()
  }

  async setStock(trx: Tx, ids: number[], stock: number | null, branchId: number | undefined): Promise<void> {
    if (branchId === undefined) {
      await trx.updateTable('products').set({ stock }).where('id', 'in', ids).execute()
      return
    }
    await this.upsertBranchRows(trx, ids, branchId, { stock })
  }

  async setAvailability(trx: Tx, ids: number[], branchId: number, available: boolean): Promise<void> {
    await this.upsertBranchRows(trx, ids, branchId, { is_available: available ? 1 : 0 })
  }

  async setActive(trx: Tx, ids: number[], active: boolean): Promise<void> {
    await trx
      .updateTable('products')
      .set({ is_active: active ? 1 : 0 })
      .where('id', 'in', ids)
      .execute()
  }

  /** A branch row changes one column; a product without one gets one with the defaults (sold, no own price). */
  private async upsertBranchRows(trx: Tx, ids: number[], branchId: number, change: { stock: number | null } | { is_available: number }) {
    await trx
      .insertInto('product_branches')
      .values(
        ids.map((product_id) => ({
          product_id,
          branch_id: branchId,
          is_available: 1,
          selling_price: null,
          original_price: null,
          stock: null,
          ...change,
        })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'branch_id']).doUpdateSet(change))
      .execute()
  }
}
