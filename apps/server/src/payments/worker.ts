import type { PaymentJobsService } from './jobs.service.ts'

export interface PaymentsWorkerLog {
  error(object: object, message: string): void
}

/** How often an idle server looks for unpaid orders past their time and for jobs due a retry. */
export const PAYMENTS_POLL_MS = 5_000

/**
 * Runs the payment jobs in every server process (decision 0021), like the outbox worker (decision
 * 0014): a timer that is `unref`'d, woken at once when this server commits a job, stopped on close
 * after the pass in flight.
 */
export class PaymentsWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(
    private readonly jobs: PaymentJobsService,
    private readonly log: PaymentsWorkerLog,
    private readonly pollMs = PAYMENTS_POLL_MS,
  ) {}

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  wake(): void {
    if (this.stopped) return
    if (this.running) this.again = true
    else this.schedule(0)
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.pass(), ms)
    this.timer.unref()
  }

  private async pass(): Promise<void> {
    if (this.running || this.stopped) return
    this.running = this.jobs.runDue(new Date()).then(
      () => undefined,
      (error: unknown) => {
        // The database is unreachable or closing: try again at the next poll.
        if (!this.stopped) this.log.error({ err: error }, 'payments: could not run the payment jobs')
      },
    )
    await this.running
    this.running = undefined
    if (this.stopped) return
    const next = this.again ? 0 : this.pollMs
    this.again = false
    this.schedule(next)
  }
}
