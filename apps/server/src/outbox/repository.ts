import type { Kysely, Selectable } from 'kysely'
import { claimDue, releaseFailed, releaseUntried, type LeaseStates } from '../db/leased-rows.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type OutboxRow = Selectable<Database['outbox']>
export type NewMessage = Pick<OutboxRow, 'channel' | 'recipient' | 'subject' | 'body'>

/** A row waits as 'pending', is claimed as 'sending' (due again when its claim lapses), ends 'sent' or 'failed'. */
const STATES: LeaseStates = { claimable: ['pending', 'sending'], claimed: 'sending', waiting: 'pending', failed: 'failed' }

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

  /** Takes one due row for this worker (db/leased-rows.ts: two servers never take the same row). */
  claim(now: string, leaseUntil: string, claim: string, maxAttempts: number): Promise<OutboxRow | undefined> {
    return claimDue(this.db, 'outbox', STATES, { now, leaseUntil, claim, maxAttempts })
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
  markFailed(id: number, claim: string, error: string, retryAt: string | null): Promise<void> {
    return releaseFailed(this.db, 'outbox', STATES, { id, claim, error, retryAt })
  }

  /** Hands a claimed row back untried (this server is stopping): due at `dueAt` for any server. */
  release(id: number, claim: string, dueAt: string): Promise<void> {
    return releaseUntried(this.db, 'outbox', STATES, { id, claim, dueAt })
  }
}
