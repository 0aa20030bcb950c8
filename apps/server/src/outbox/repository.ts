import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type OutboxRow = Selectable<Database['outbox']>
export type NewMessage = Pick<OutboxRow, 'channel' | 'recipient' | 'subject' | 'body'>

/** Rows a worker may take: waiting and due, or being sent by a worker whose claim has lapsed. */
const CLAIMABLE = ['pending', 'sending']

/** The only code that touches the outbox table (decision 0014). */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Written with the change that caused it: the message exists exactly when the change does. */
  async add(trx: Tx, message: NewMessage, now: string): Promise<void> {
    await trx
      .insertInto('outbox')
      .values({ ...message, status: 'pending', next_attempt_at: now, created_at: now })
      .execute()
  }

  /**
   * Takes one due row for this worker. The UPDATE repeats the SELECT's conditions, so when two servers
   * pick the same row only one UPDATE changes it; the other sees no row and looks again.
   */
  async claim(now: string, leaseUntil: string, claim: string, maxAttempts: number): Promise<OutboxRow | undefined> {
    for (let round = 0; round < 5; round += 1) {
      const candidate = await this.db
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', CLAIMABLE)
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', maxAttempts)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
      if (!candidate) return undefined
      const row = await this.db
        .updateTable('outbox')
        .set((eb) => ({ status: 'sending', claim, attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', '=', candidate.id)
        .where('status', 'in', CLAIMABLE)
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', maxAttempts)
        .returningAll()
        .executeTakeFirst()
      if (row) return row
    }
    return undefined
  }

  async markSent(id: number, claim: string, now: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: now, claim: null, last_error: null })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .execute()
  }

  /** A failed try: due again at `retryAt`, or given up for good when `retryAt` is null. */
  async markFailed(id: number, claim: string, error: string, retryAt: string | null): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        status: retryAt === null ? 'failed' : 'pending',
        claim: null,
        last_error: error.slice(0, 500),
        ...(retryAt !== null && { next_attempt_at: retryAt }),
      })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .execute()
  }
}
