import type { WalletAdjustment, WalletAdjustmentInput } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { AuditService } from '../audit/service.ts'
import type { UnitOfWork } from '../db/transaction.ts'
import type { Actor } from '../staff/actor.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { WalletHistoryService } from './history.service.ts'
import type { WalletService } from './service.ts'

/**
 * The owner's wallet adjustment: a credit or a debit with a reason the shopper reads on
 * /account/wallet, recorded with reference type 'adjustment'. A debit goes through WalletService's
 * conditional UPDATE, so it never takes a wallet below zero, even against a parallel order.
 */
export class WalletAdjustmentService {
  constructor(
    private readonly wallet: WalletService,
    private readonly history: WalletHistoryService,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** Writes the ledger row and the audit entry (who, why, the balance before and after) in one transaction. */
  async adjust(input: WalletAdjustmentInput, actor: Actor): Promise<WalletAdjustment> {
    const reason = input.reason.trim()
    if (reason.length < 3) throw new InputError('Say why, in a few words', [{ path: 'reason', message: 'Say why, in a few words' }])
    if (!(await this.accounts.contact(input.user_id))) throw new NotFoundError('Shopper')
    const reference = { type: 'adjustment' as const, id: null }
    const done = await this.work.run(async (trx) => {
      if (input.direction === 'credit') await this.wallet.credit(trx, input.user_id, input.amount, reason, reference)
      else {
        try {
          await this.wallet.debit(trx, input.user_id, input.amount, reason, reference)
        } catch (error) {
          // WalletService refuses a debit the balance does not cover with an InputError worded for
          // checkout; the owner gets a message about the adjustment instead (nothing was written).
          if (error instanceof InputError) return undefined
          throw error
        }
      }
      const entry = await this.history.newest(trx, input.user_id)
      if (!entry) return undefined
      const before = entry.balance_after + (input.direction === 'credit' ? -input.amount : input.amount)
      await this.audit.record(trx, actor, {
        objectType: 'wallet',
        objectId: input.user_id,
        action: input.direction,
        before: { balance: before, reason: null },
        after: { balance: entry.balance_after, reason },
      })
      return entry
    })
    const balance = await this.wallet.balance(input.user_id)
    if (!done) {
      const message = `The wallet holds ${balance}; a debit of ${input.amount} would take it below zero`
      throw new InputError(message, [{ path: 'amount', message: `must be at most ${balance}` }])
    }
    return { balance: done.balance_after, entry: done }
  }
}
