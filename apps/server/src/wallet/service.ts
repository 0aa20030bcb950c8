import type { Tx } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import type { LedgerReference, WalletRepository } from './repository.ts'

export interface WalletReference {
  type: LedgerReference
  id: string | null
}

/**
 * The shopper's wallet: a balance that never goes below zero and an append-only ledger of
 * every movement, written in the transaction of the change that caused it (an order, a refund, a
 * scratch card). Money in minor units.
 */
export class WalletService {
  constructor(private readonly repo: WalletRepository) {}

  balance(userId: number): Promise<number> {
    return this.repo.balance(userId)
  }

  /** What has been given back to the wallet for an order so far (its refund credits). */
  refundedFor(userId: number, orderId: string, trx?: Tx): Promise<number> {
    return this.repo.creditedFor(userId, 'refund', orderId, trx)
  }

  /** Takes `amount` with one conditional UPDATE and writes its ledger row; a 422 when the balance does not cover it. */
  async debit(trx: Tx, userId: number, amount: number, reason: string, reference: WalletReference): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`wallet debit of ${amount}`)
    const balanceAfter = await this.repo.debit(trx, userId, amount)
    if (balanceAfter === undefined) {
      throw new InputError('Your wallet balance is not enough for this order', [{ path: 'use_wallet', message: 'balance too low' }])
    }
    await this.repo.append(trx, { userId, direction: 'debit', amount, reason, reference, balanceAfter })
    return balanceAfter
  }

  async credit(trx: Tx, userId: number, amount: number, reason: string, reference: WalletReference): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`wallet credit of ${amount}`)
    const balanceAfter = await this.repo.credit(trx, userId, amount)
    await this.repo.append(trx, { userId, direction: 'credit', amount, reason, reference, balanceAfter })
    return balanceAfter
  }
}
