import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { LedgerReference } from './repository.ts'

export type LedgerRow = Selectable<Database['wallet_ledger']>

/** Reads of the wallet ledger for the wallet and rewards screens; the ledger is written only by repository.ts. */
export class WalletHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page of the shopper's movements, newest first (the ledger's (user_id, id) index); `credits` keeps credits of those types only. */
  async page(
    userId: number,
    page: number,
    perPage: number,
    credits?: readonly LedgerReference[],
  ): Promise<{ rows: LedgerRow[]; total: number }> {
    let query = this.db.selectFrom('wallet_ledger').where('user_id', '=', userId)
    if (credits) query = query.where('direction', '=', 'credit').where('reference_type', 'in', credits)
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
    const { count } = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()
    return { rows, total: Number(count) }
  }

  /** The sum of the shopper's credits of each of these types. */
  async creditTotals(userId: number, types: readonly LedgerReference[]): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('wallet_ledger')
      .select(['reference_type', (eb) => eb.fn.sum<number | string>('amount').as('sum')])
      .where('user_id', '=', userId)
      .where('direction', '=', 'credit')
      .where('reference_type', 'in', types)
      .groupBy('reference_type')
      .execute()
    return new Map(rows.map((r) => [r.reference_type, Number(r.sum)]))
  }

  /** The shopper's newest movement, read in the transaction that wrote it. */
  newest(trx: Tx, userId: number): Promise<LedgerRow | undefined> {
    return trx.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst()
  }
}
