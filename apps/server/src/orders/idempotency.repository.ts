import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type IdempotencyRow = Selectable<Database['idempotency_keys']>

/** The only code that touches idempotency_keys (issue 10 place-order, decision 0018). */
export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(userId: number, key: string): Promise<IdempotencyRow | undefined> {
    return this.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst()
  }

  /**
   * Claims the key inside the order's transaction; false when it exists. On PostgreSQL a parallel
   * insert of the same key waits here until the first transaction ends, then finds it (or takes it
   * if that one rolled back). On SQLite write transactions run one at a time.
   */
  async claim(trx: Tx, userId: number, key: string, requestHash: string): Promise<boolean> {
    const result = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: requestHash, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }

  /** The key's order, and its answer when it is already known (not for an online order still to reach the gateway). */
  async setOrder(
    trx: Tx,
    userId: number,
    key: string,
    orderId: number,
    answer: { statusCode: number; response: string } | null,
  ): Promise<void> {
    await trx
      .updateTable('idempotency_keys')
      .set({ order_id: orderId, ...(answer && { status_code: answer.statusCode, response: answer.response }) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute()
  }

  /** The first answer, kept for replays. */
  async setAnswer(userId: number, key: string, statusCode: number, response: string, db: Kysely<Database> | Tx = this.db): Promise<void> {
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute()
  }

  /** Keys are kept 24 hours (issue 10). */
  async prune(before: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute()
  }
}
