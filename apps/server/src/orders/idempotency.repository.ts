import type { Kysely, Selectable } from 'kysely'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type IdempotencyRow = Selectable<Database['idempotency_keys']>

/** The only code that touches idempotency_keys. */
export class IdempotencyRepository {
  // Every place-order runs these, so they are compiled once (see prepareQuery).
  private readonly byKey
  private readonly insertKey
  private readonly setOrderOnly
  private readonly setOrderAndAnswer

  constructor(private readonly db: Kysely<Database>) {
    this.byKey = prepareQuery<{ userId: number; key: string }, IdempotencyRow>((param) =>
      db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', param('userId')).where('key', '=', param('key')),
    )
    this.insertKey = prepareQuery<{ userId: number; key: string; hash: string; at: string }, { key: string }>((param) =>
      db
        .insertInto('idempotency_keys')
        .values({ user_id: param('userId'), key: param('key'), request_hash: param('hash'), created_at: param('at') })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key'),
    )
    this.setOrderOnly = prepareQuery<{ orderId: number; userId: number; key: string }, never>((param) =>
      db
        .updateTable('idempotency_keys')
        .set({ order_id: param('orderId') })
        .where('user_id', '=', param('userId'))
        .where('key', '=', param('key')),
    )
    this.setOrderAndAnswer = prepareQuery<{ orderId: number; status: number; response: string; userId: number; key: string }, never>(
      (param) =>
        db
          .updateTable('idempotency_keys')
          .set({ order_id: param('orderId'), status_code: param('status'), response: param('response') })
          .where('user_id', '=', param('userId'))
          .where('key', '=', param('key')),
    )
  }

  async find(userId: number, key: string): Promise<IdempotencyRow | undefined> {
    return (await this.byKey(this.db, { userId, key }))[0]
  }

  /**
   * Claims the key inside the order's transaction; false when it exists. On PostgreSQL a parallel
   * insert of the same key waits here until the first transaction ends, then finds it (or takes it
   * if that one rolled back). On SQLite write transactions run one at a time.
   */
  async claim(trx: Tx, userId: number, key: string, requestHash: string): Promise<boolean> {
    const inserted = await this.insertKey(trx, { userId, key, hash: requestHash, at: new Date().toISOString() })
    return inserted.length === 1
  }

  /** The key's order, and its answer when it is already known (not for an online order still to reach the gateway). */
  async setOrder(
    trx: Tx,
    userId: number,
    key: string,
    orderId: number,
    answer: { statusCode: number; response: string } | null,
  ): Promise<void> {
    if (answer) await this.setOrderAndAnswer(trx, { orderId, status: answer.statusCode, response: answer.response, userId, key })
    else await this.setOrderOnly(trx, { orderId, userId, key })
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

  /** Keys are kept 24 hours. */
  async prune(before: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute()
  }
}
