import { PollingWorker, type WorkerLog } from '../jobs/worker.ts'
import type { BackupScheduleService } from './schedule.service.ts'

/** How often a server looks whether a new period's backup is due (the first look is at start). */
export const BACKUP_POLL_MS = 60_000

/** Scheduled backups on the workers' loop (jobs/worker.ts) in every server; the lease picks the one that writes (decision 0070). */
export class BackupWorker extends PollingWorker {
  constructor(
    private readonly backups: BackupScheduleService,
    log: Pick<WorkerLog, 'error'>,
    pollMs = BACKUP_POLL_MS,
  ) {
    super(log, pollMs, 'backup: could not run the scheduled backup')
  }

  protected pass(stopping: () => boolean): Promise<boolean> {
    return this.backups.runDue(new Date(), stopping)
  }
}
