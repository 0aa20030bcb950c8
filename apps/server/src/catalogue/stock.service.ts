import type { CacheVersions } from '../cache/versions.ts'
import type { Tx } from '../db/transaction.ts'
import type { StockRepository, StockSource } from './stock.repository.ts'

export type { StockSource }

/**
 * Stock taken by orders and given back by cancels, inside their transactions. Pages and carts
 * read stock from per-version copies; the version moves only when a product sells out or comes back,
 * so an order does not empty every catalogue cache (decision 0018).
 */
export class StockService {
  constructor(
    private readonly repo: StockRepository,
    private readonly versions: CacheVersions,
  ) {}

  async take(
    trx: Tx,
    branchId: number,
    productId: number,
    quantity: number,
  ): Promise<{ taken: boolean; source: StockSource; left: number | null }> {
    const result = await this.repo.take(trx, branchId, productId, quantity)
    if (result.taken && result.left === 0) await this.versions.bump(trx, ['cache-products'])
    return result
  }

  async giveBack(trx: Tx, branchId: number, productId: number, quantity: number, source: StockSource): Promise<void> {
    const now = await this.repo.giveBack(trx, branchId, productId, quantity, source)
    if (now !== null && now === quantity) await this.versions.bump(trx, ['cache-products']) // back from sold out
  }

  /** After a transaction that may have bumped a version: this server's next read sees it at once. */
  invalidate(): void {
    this.versions.invalidate()
  }
}
