import { randomUUID } from 'node:crypto'
import type { MailSender } from '../integrations/mail.ts'
import type { SmsSender } from '../integrations/sms.ts'
import type { OutboxRepository, OutboxRow } from './repository.ts'

export interface WorkerTiming {
  /** How often an idle worker looks for due rows written by another server or due for a retry. */
  pollMs: number
  /** The first retry waits this long; each next one twice as long, up to maxBackoffMs. */
  backoffMs: number
  maxBackoffMs: number
  /** A row whose sending failed this many times is marked failed and left alone. */
  maxAttempts: number
  /** A claimed row not finished by then is taken to be lost with its server, and is due again. */
  leaseMs: number
}

/** Decision 0014: 10 tries over about 85 minutes (10 s, 20 s, 40 s … capped at an hour). */
export const DEFAULT_TIMING: WorkerTiming = { pollMs: 1_000, backoffMs: 10_000, maxBackoffMs: 3_600_000, maxAttempts: 10, leaseMs: 60_000 }

export interface WorkerLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** The delay before try number `attempts + 1`, after `attempts` failed tries. */
export function backoffMs(attempts: number, timing: Pick<WorkerTiming, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(timing.maxBackoffMs, timing.backoffMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Sends the outbox, one row at a time, in every server process (decision 0014). A row is claimed with a
 * conditional UPDATE, so two servers never send the same row; it is marked sent right after the send.
 * A server that dies between the two leaves a claim that lapses after leaseMs, and the row is sent
 * again: at most once in the normal case, at least once always.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(
    private readonly repo: OutboxRepository,
    private readonly senders: { mail: MailSender; sms: SmsSender },
    private readonly log: WorkerLog,
    private readonly timing: WorkerTiming = DEFAULT_TIMING,
  ) {}

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Waits for the row being sent, then stops: nothing keeps the process (or a test) alive. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  /** Looks for due rows now (a message was just committed on this server). */
  wake(): void {
    if (this.stopped) return
    if (this.running) this.again = true
    else this.schedule(0)
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.drain(), ms)
    this.timer.unref()
  }

  private async drain(): Promise<void> {
    if (this.running || this.stopped) return
    this.running = (async () => {
      try {
        while (!this.stopped && (await this.sendOne()));
      } catch (error) {
        // The database is unreachable or closing: try again at the next poll.
        if (!this.stopped) this.log.error({ err: error }, 'outbox: could not read the outbox')
      }
    })()
    await this.running
    this.running = undefined
    if (this.stopped) return
    const next = this.again ? 0 : this.timing.pollMs
    this.again = false
    this.schedule(next)
  }

  /** Claims, sends and settles one row; false when nothing is due. */
  private async sendOne(): Promise<boolean> {
    const now = Date.now()
    const claim = randomUUID() // names this try, so a late finish of a lapsed claim changes nothing
    const row = await this.repo.claim(
      new Date(now).toISOString(),
      new Date(now + this.timing.leaseMs).toISOString(),
      claim,
      this.timing.maxAttempts,
    )
    if (!row) return false
    try {
      await this.deliver(row)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= this.timing.maxAttempts
      const retryAt = giveUp ? null : new Date(Date.now() + backoffMs(row.attempts, this.timing)).toISOString()
      this.log.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, err: message },
        giveUp ? 'outbox: gave up' : 'outbox: will retry',
      )
      await this.repo.markFailed(row.id, claim, message, retryAt)
      return true
    }
    await this.repo.markSent(row.id, claim, new Date().toISOString())
    return true
  }

  private deliver(row: OutboxRow): Promise<void> {
    if (row.channel === 'mail') return this.senders.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body })
    if (row.channel === 'sms') return this.senders.sms.send({ to: row.recipient, body: row.body })
    return Promise.reject(new Error(`unknown channel ${row.channel}`))
  }
}
