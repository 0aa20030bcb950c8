import { PollingWorker, type WorkerLog } from '../jobs/worker.ts'
import type { BackupScheduleService } from './schedule.service.ts'

/** How often a server looks whether a new period's backup is due (the first look is at start). */
export const BACKUP_POLL_MS = 60_000

/**
 * Scheduled backups on the workers' loop (jobs/worker.ts) in every server; the lease picks the one that
 * writes (decision 0070). Unlike a mail, a backup is not finished when its server stops: it may take
 * minutes, longer than a stop may (systemd's TimeoutStopSec, `docker stop --time`), and cutting it off
 * loses nothing, so the stop ends it at once and hands its period back (decision 0081).
 */
export class BackupWorker extends PollingWorker {
  private cutShort = new AbortController()

  constructor(
    private readonly backups: BackupScheduleService,
    log: Pick<WorkerLog, 'error'>,
    pollMs = BACKUP_POLL_MS,
  ) {
    super(log, pollMs, 'backup: could not run the scheduled backup')
  }

  protected pass(stopping: () => boolean): Promise<boolean> {
    return this.backups.runDue(new Date(), stopping, this.cutShort.signal)
  }

  override start(): void {
    if (this.cutShort.signal.aborted) this.cutShort = new AbortController()
    super.start()
  }

  override async stop(): Promise<void> {
    const stopped = super.stop() // marks the worker stopping at once, then waits for the pass in flight
    this.cutShort.abort()
    await stopped
  }
}
