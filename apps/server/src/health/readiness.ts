import type { HealthRepository } from './repository.ts'
import type { LastBackup } from '../backup/schedule.service.ts'

/** How long the database has to answer before the server says it is not ready. */
const DATABASE_DEADLINE_MS = 1_000

export type ReadinessAnswer = { ready: true } | { ready: false; reason: string }

/** What /readyz adds for whoever runs the store: the last scheduled backup, when backups are scheduled (decision 0070). */
export interface ReadinessDetails {
  last_backup: { taken_at: string; bytes: number; file: string } | null
}

/**
 * Whether this server should get traffic (/readyz): not while it drains for a shutdown, nor when its
 * database does not answer within a second or has not run this version's migrations. A load
 * balancer's health check reads it; /healthz only says the process is up.
 */
export class Readiness {
  private draining = false

  constructor(
    private readonly repo: HealthRepository,
    private readonly backups: { lastBackup(): Promise<LastBackup | null> } | null = null,
  ) {}

  /** Null without scheduled backups; a database that does not answer shows no last backup (the check says why). */
  async details(): Promise<ReadinessDetails | null> {
    if (this.backups === null) return null
    return { last_backup: await this.backups.lastBackup().catch(() => null) }
  }

  /** From a SIGTERM on: the load balancer is told to stop sending while in-flight work finishes. */
  startDraining(): void {
    this.draining = true
  }

  async check(): Promise<ReadinessAnswer> {
    if (this.draining) return { ready: false, reason: 'The server is shutting down' }
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), DATABASE_DEADLINE_MS)
    })
    try {
      const missing = await Promise.race([this.repo.migrationsToRun(), deadline])
      if (missing === 'late') return { ready: false, reason: `The database did not answer within ${DATABASE_DEADLINE_MS / 1000} s` }
      if (missing.length > 0) return { ready: false, reason: `The database is ${missing.length} migrations behind (next: ${missing[0]})` }
      return { ready: true }
    } catch (error) {
      return { ready: false, reason: `The database cannot be reached: ${error instanceof Error ? error.message : String(error)}` }
    } finally {
      clearTimeout(timer)
    }
  }
}
