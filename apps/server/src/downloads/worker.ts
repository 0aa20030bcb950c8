import { PollingWorker, type WorkerLog } from '../jobs/worker.ts'
import type { DownloadIssuer } from './issuer.service.ts'

/** How often a server looks for orders paid since their links were recorded. */
export const DOWNLOADS_POLL_MS = 1_000

/**
 * Issues the links of paid orders in every server process (decision 0024) on the workers' loop
 * (jobs/worker.ts, decision 0014). A payment needs no call into this area (nothing wakes this worker):
 * the next pass finds the order paid.
 */
export class DownloadsWorker extends PollingWorker {
  constructor(
    private readonly issuer: DownloadIssuer,
    log: Pick<WorkerLog, 'error'>,
    pollMs = DOWNLOADS_POLL_MS,
  ) {
    super(log, pollMs, 'downloads: could not issue download links')
  }

  protected pass(): Promise<unknown> {
    return this.issuer.runPass()
  }
}
