import type { Tx } from '../db/transaction.ts'
import type { ScratchCardsOwnerRepository } from './owner.repository.ts'

/**
 * Which scratch-card prizes still give a coupon's code (decision 0089): the coupons area asks before a
 * code is deleted or renamed, so no shopper scratches a card to win a code that no longer works. A
 * service of its own because the campaigns' owner service depends on the coupons' (it checks the
 * codes a prize names), and the coupons' on this one.
 */
export class PrizeCouponsService {
  constructor(private readonly repo: Pick<ScratchCardsOwnerRepository, 'couponHolders'>) {}

  /** The live campaigns naming the code and the unscratched cards holding it, in the caller's transaction. */
  holders(trx: Tx, code: string, now = new Date()): Promise<{ campaigns: string[]; cards: number }> {
    return this.repo.couponHolders(trx, code.toUpperCase(), now.toISOString())
  }
}
