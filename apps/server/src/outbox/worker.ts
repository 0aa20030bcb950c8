import { setImmediate as nextTurn } from 'node:timers/promises'
import type { MailSender } from '../integrations/mail.ts'
import type { SmsSender } from '../integrations/sms.ts'
import { runOneLeased, type LeaseTiming } from '../jobs/lease.ts'
import { PollingWorker, type WorkerLog } from '../jobs/worker.ts'
import type { OutboxRepository, OutboxRow } from './repository.ts'

export type { WorkerLog } from '../jobs/worker.ts'

interface PushSender {
  send(delivery: PushDelivery): Promise<void>
}

/** A push row: the subscription's id and the notification's JSON; the sender looks the device up (decision 0062). */
export interface PushDelivery {
  subscriptionId: string
  payload: string
}

export interface WorkerTiming extends LeaseTiming {
  /** How often an idle worker looks for due rows written by another server or due for a retry. */
  pollMs: number
}

/** Decision 0014: 10 tries over about 85 minutes (10 s, 20 s, 40 s … capped at an hour). */
export const DEFAULT_TIMING: WorkerTiming = { pollMs: 1_000, backoffMs: 10_000, maxBackoffMs: 3_600_000, maxAttempts: 10, leaseMs: 60_000 }

/**
 * Sends the outbox, one row at a time, in every server process (decision 0014). A row is claimed with a
 * conditional UPDATE, so two servers never send the same row; it is marked sent right after the send.
 * A server that dies between the two leaves a claim that lapses after leaseMs, and the row is sent
 * again: at most once in the normal case, at least once always.
 */
export class OutboxWorker extends PollingWorker {
  constructor(
    private readonly repo: OutboxRepository,
    private readonly senders: { mail: MailSender; sms: SmsSender; push: PushSender },
    private readonly log: WorkerLog,
    private readonly timing: WorkerTiming = DEFAULT_TIMING,
  ) {
    super(log, timing.pollMs, 'outbox: could not read the outbox')
  }

  /**
   * Sends row after row until none is due, or the server stops (it then waits for the row being sent
   * only). Between rows the event loop gets a turn: on SQLite every await of a row resolves without I/O
   * (and so does the development outbox's print), so a pass catching up on many rows held the loop and
   * stalled every request for its whole length (decision 0034).
   */
  protected async pass(stopping: () => boolean): Promise<void> {
    while (!stopping() && (await this.sendOne(stopping))) await nextTurn()
  }

  private sendOne(stopping: () => boolean): Promise<boolean> {
    return runOneLeased(this.repo, this.timing, () => new Date(), {
      stopping,
      run: (row) => this.deliver(row),
      settle: (row, claim) => this.repo.markSent(row.id, claim, new Date().toISOString()),
      failed: (row, error, giveUp) =>
        this.log.warn(
          { outboxId: row.id, channel: row.channel, attempts: row.attempts, err: error },
          giveUp ? 'outbox: gave up' : 'outbox: will retry',
        ),
    })
  }

  private deliver(row: OutboxRow): Promise<unknown> {
    if (row.channel === 'mail') return this.senders.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body })
    if (row.channel === 'sms') return this.senders.sms.send({ to: row.recipient, body: row.body })
    if (row.channel === 'push') return this.senders.push.send({ subscriptionId: row.recipient, payload: row.body })
    return Promise.reject(new Error(`unknown channel ${row.channel}`))
  }
}
