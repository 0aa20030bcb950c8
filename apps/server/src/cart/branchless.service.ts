import { NO_BRANCH_ID } from '../branches/service.ts'
import type { Tx } from '../db/transaction.ts'
import type { CartRepository } from './repository.ts'

/**
 * The carts shoppers filled while the store had no branch (kept under NO_BRANCH_ID) become the first
 * branch's when the owner creates it, with their lines and coupon (decision 0097): a branch appearing
 * where none was chosen is not a shopper switching branches. The next cart call prices them there.
 */
export class BranchlessCartsService {
  constructor(private readonly carts: CartRepository) {}

  /** In the transaction that creates the store's first branch; how many carts moved. */
  giveToFirstBranch(trx: Tx, branchId: number): Promise<number> {
    return this.carts.moveCarts(trx, NO_BRANCH_ID, branchId)
  }
}
