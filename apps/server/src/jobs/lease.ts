import { randomUUID } from 'node:crypto'

export interface LeaseTiming {
  /** The first retry waits this long; each next one twice as long, up to maxBackoffMs. */
  backoffMs: number
  maxBackoffMs: number
  /** A row whose work failed this many times is marked failed and left alone. */
  maxAttempts: number
  /** A claimed row not finished by then is taken to be lost with its server, and is due again. */
  leaseMs: number
}

/** A table of rows claimed with a lease (decision 0014): its repository claims one due row and records a failed try. */
export interface LeasedQueue<Row extends { id: number; attempts: number }> {
  claim(now: string, leaseUntil: string, claim: string, maxAttempts: number): Promise<Row | undefined>
  /** A failed try: due again at `retryAt`, or given up for good when `retryAt` is null. */
  markFailed(id: number, claim: string, error: string, retryAt: string | null): Promise<void>
  /** Hands a claimed row back untried, due at `dueAt` (its server is stopping). */
  release(id: number, claim: string, dueAt: string): Promise<void>
}

/** What one kind of row is for: its work, how a finished row is settled, and how a failed try is logged. */
export interface LeasedWork<Row, Done> {
  run(row: Row): Promise<Done>
  /** Settles a finished row; the claim makes a late finish of a lapsed claim change nothing. */
  settle(row: Row, claim: string, done: Done): Promise<void>
  failed(row: Row, error: string, giveUp: boolean): void
  /**
   * True once the server is stopping: a row claimed then is handed back untried, and so is one whose
   * run the stop cut short (it rejects with an AbortError; only a backup does, decision 0081).
   */
  stopping?: () => boolean
}

/** The delay before try number `attempts + 1`, after `attempts` failed tries. */
export function backoffMs(attempts: number, timing: Pick<LeaseTiming, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(timing.maxBackoffMs, timing.backoffMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Claims one due row, runs it and settles it, or records the failure with its backoff (decision 0014):
 * false when nothing is due. `clock` is read at the claim and again at a failure; the payment jobs pass
 * a fixed time so tests can run them later than now without waiting. A row claimed after `work.stopping`
 * turned true (the server was asked to stop while the claim was on its way) is handed back untried, due
 * at once, so another server takes it now rather than when the lease lapses (decision 0081); so is a
 * row whose run the stop cut short.
 */
export async function runOneLeased<Row extends { id: number; attempts: number }, Done>(
  queue: LeasedQueue<Row>,
  timing: LeaseTiming,
  clock: () => Date,
  work: LeasedWork<Row, Done>,
): Promise<boolean> {
  const now = clock()
  const claim = randomUUID() // names this try, so a late finish of a lapsed claim changes nothing
  const row = await queue.claim(now.toISOString(), new Date(now.getTime() + timing.leaseMs).toISOString(), claim, timing.maxAttempts)
  if (!row) return false
  if (work.stopping?.()) {
    await queue.release(row.id, claim, now.toISOString())
    return false
  }
  let done: Done
  try {
    done = await work.run(row)
  } catch (error) {
    if (work.stopping?.() && error instanceof Error && error.name === 'AbortError') {
      // Not a failed try: the server stopped it. Due at once, so another server takes it now.
      await queue.release(row.id, claim, now.toISOString())
      return false
    }
    const message = errorText(error)
    const giveUp = row.attempts >= timing.maxAttempts
    work.failed(row, message, giveUp)
    const retryAt = giveUp ? null : new Date(clock().getTime() + backoffMs(row.attempts, timing)).toISOString()
    await queue.markFailed(row.id, claim, message, retryAt)
    return true
  }
  await work.settle(row, claim, done)
  return true
}

/** The error's message with its cause's (a failed fetch says why only in its cause). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}
