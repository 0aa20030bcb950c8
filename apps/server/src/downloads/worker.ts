import type { DownloadIssuer } from './issuer.service.ts'

export interface DownloadsWorkerLog {
  error(object: object, message: string): void
}

/** How often a server looks for orders paid since their links were recorded. */
export const DOWNLOADS_POLL_MS = 1_000

/**
 * Issues the links of paid orders in every server process (decision 0024), like the outbox worker
 * (decision 0014): an `unref`'d timer, one pass at a time, stopped on close after the pass in flight.
 * A payment needs no call into this area: the worker finds the order paid.
 */
export class DownloadsWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true

  constructor(
    private readonly issuer: DownloadIssuer,
    private readonly log: DownloadsWorkerLog,
    private readonly pollMs = DOWNLOADS_POLL_MS,
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

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.pass(), ms)
    this.timer.unref()
  }

  private async pass(): Promise<void> {
    if (this.running || this.stopped) return
    this.running = this.issuer.runPass().catch((error: unknown) => {
      // The database is unreachable or closing: try again at the next poll.
      if (!this.stopped) this.log.error({ err: error }, 'downloads: could not issue download links')
    })
    await this.running
    this.running = undefined
    if (!this.stopped) this.schedule(this.pollMs)
  }
}
