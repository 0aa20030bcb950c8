export interface WorkerLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * The loop every background worker runs in each server process (decision 0014, and the payment jobs of
 * 0021 and download links of 0024 after it): an `unref`'d timer, so nothing keeps the process (or a
 * test) alive; one pass at a time; woken at once when this server commits work; stopped on close
 * after the pass in flight. A subclass says what one pass does.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(
    private readonly failureLog: Pick<WorkerLog, 'error'>,
    /** How often an idle worker looks for work written by another server or due for a retry. */
    private readonly pollMs: number,
    /** Logged when a pass fails as a whole, e.g. 'outbox: could not read the outbox'. */
    private readonly failure: string,
  ) {}

  /** One pass over the due work; `stopping` turns true on stop(), so a long pass can end between items. */
  protected abstract pass(stopping: () => boolean): Promise<unknown>

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Waits for the pass in flight, then stops. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  /** Looks for due work now (this server just committed some). */
  wake(): void {
    if (this.stopped) return
    if (this.running) this.again = true
    else this.schedule(0)
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), ms)
    this.timer.unref()
  }

  private async run(): Promise<void> {
    if (this.running || this.stopped) return
    this.running = this.pass(() => this.stopped).then(
      () => undefined,
      (error: unknown) => {
        // The database is unreachable or closing: try again at the next poll.
        if (!this.stopped) this.failureLog.error({ err: error }, this.failure)
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
