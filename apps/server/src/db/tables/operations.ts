import type { Generated } from 'kysely'

/** What running the store leaves behind: the scheduled backups (decision 0070), news between SQLite's processes (decision 0053). */
export interface OperationTables {
  /** One row per period of BACKUP_EVERY, claimed with the jobs' lease (decision 0014). */
  backups: {
    id: Generated<number>
    key: string
    status: string // 'pending' | 'running' | 'done' | 'failed'
    attempts: Generated<number>
    next_attempt_at: string
    claim: string | null
    last_error: string | null
    /** The file's name in BACKUP_DIR. */
    file: string | null
    bytes: number | null
    taken_at: string | null
    created_at: string
  }
  /** One message between the server processes of one SQLite file, kept a minute (db/sqlite-notifications.ts). */
  notifications: {
    id: Generated<number>
    channel: string
    payload: string
    created_at: string
  }
}
