import { PollingWorker, type WorkerLog } from '../jobs/worker.ts'
import type { PaymentJobsService } from './jobs.service.ts'

/** How often an idle server looks for unpaid orders past their time and for jobs due a retry. */
export const PAYMENTS_POLL_MS = 5_000

/**
 * Runs the payment jobs in every server process (decision 0021) on the workers' loop (jobs/worker.ts,
 * decision 0014), woken at once when this server commits a job.
 */
export class PaymentsWorker extends PollingWorker {
  constructor(
    private readonly jobs: PaymentJobsService,
    log: Pick<WorkerLog, 'error'>,
    pollMs = PAYMENTS_POLL_MS,
  ) {
    super(log, pollMs, 'payments: could not run the payment jobs')
  }

  protected pass(stopping: () => boolean): Promise<number> {
    return this.jobs.runDue(new Date(), stopping)
  }
}
