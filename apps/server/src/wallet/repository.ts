import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type LedgerReference = 'order' | 'refund' | 'card' | 'referral' | 'adjustment'

export interface LedgerEntry {
  userId: number
  direction: 'credit' | 'debit'
  amount: number
  reason: string
  reference: { type: LedgerReference; id: string | null }
  balanceAfter: number
}

/** The only code that touches wallets and wallet_ledger (the wallet screen reads the ledger too). */
export class WalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async balance(userId: number, db: Kysely<Database> | Tx = this.db): Promise<number> {
    const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst()
    return row?.balance ?? 0
  }

  /**
   * Takes `amount` in one conditional UPDATE: the row changes only while the balance covers it, so
   * parallel debits can never take it below zero. The new balance, or undefined when it did not cover it.
   */
  async debit(trx: Tx, userId: number, amount: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance: eb('balance', '-', amount) }))
      .where('user_id', '=', userId)
      .where('balance', '>=', amount)
      .returning('balance')
      .executeTakeFirst()
    return row?.balance
  }

  /** Adds `amount`, making the wallet on its first credit; the new balance. */
  async credit(trx: Tx, userId: number, amount: number): Promise<number> {
    const row = await trx
      .insertInto('wallets')
      .values({ user_id: userId, balance: amount })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', eb.ref('excluded.balance')) })))
      .returning('balance')
      .executeTakeFirstOrThrow()
    return row.balance
  }

  async append(trx: Tx, entry: LedgerEntry): Promise<void> {
    await trx
      .insertInto('wallet_ledger')
      .values({
        user_id: entry.userId,
        direction: entry.direction,
        amount: entry.amount,
        reason: entry.reason,
        reference_type: entry.reference.type,
        reference_id: entry.reference.id,
        balance_after: entry.balanceAfter,
        created_at: new Date().toISOString(),
      })
      .execute()
  }

  /** The sum of the credits with this reference (an order's refunds so far). */
  async creditedFor(userId: number, type: LedgerReference, id: string, db: Kysely<Database> | Tx = this.db): Promise<number> {
    const row = await db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.sum<number | null>('amount').as('sum'))
      .where('reference_type', '=', type)
      .where('reference_id', '=', id)
      .where('user_id', '=', userId)
      .where('direction', '=', 'credit')
      .executeTakeFirstOrThrow()
    return Number(row.sum ?? 0)
  }
}
