import type { Kysely, Selectable } from 'kysely'
import { claimDue, releaseFailed, releaseUntried, type LeaseStates } from '../db/leased-rows.ts'
import type { Database } from '../db/schema.ts'

export type BackupRow = Selectable<Database['backups']>

/** A period's backup waits as 'pending', is claimed as 'running' (due again when its claim lapses), ends 'done' or 'failed'. */
const STATES: LeaseStates = { claimable: ['pending', 'running'], claimed: 'running', waiting: 'pending', failed: 'failed' }

/** The only code that touches the backups table (decision 0070). */
export class BackupScheduleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The period's row, once: every server adds it when the period starts; the unique key keeps one. */
  async addPeriod(key: string, now: string): Promise<void> {
    await this.db
      .insertInto('backups')
      .values({ key, status: 'pending', next_attempt_at: now, created_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }

  /** Takes the due backup for this server (db/leased-rows.ts: two servers never take the same row). */
  claim(now: string, leaseUntil: string, claim: string, maxAttempts: number): Promise<BackupRow | undefined> {
    return claimDue(this.db, 'backups', STATES, { now, leaseUntil, claim, maxAttempts })
  }

  async markDone(id: number, claim: string, done: { file: string; bytes: number; takenAt: string }): Promise<void> {
    await this.db
      .updateTable('backups')
      .set({ status: 'done', claim: null, last_error: null, file: done.file, bytes: done.bytes, taken_at: done.takenAt })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .execute()
  }

  markFailed(id: number, claim: string, error: string, retryAt: string | null): Promise<void> {
    return releaseFailed(this.db, 'backups', STATES, { id, claim, error, retryAt })
  }

  /** Hands a claimed row back untried (this server is stopping): due at `dueAt` for any server. */
  release(id: number, claim: string, dueAt: string): Promise<void> {
    return releaseUntried(this.db, 'backups', STATES, { id, claim, dueAt })
  }

  async lastDone(): Promise<Pick<BackupRow, 'file' | 'bytes' | 'taken_at'> | undefined> {
    return this.db
      .selectFrom('backups')
      .select(['file', 'bytes', 'taken_at'])
      .where('status', '=', 'done')
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }
}
