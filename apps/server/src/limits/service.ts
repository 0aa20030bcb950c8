import type { LimitsRepository } from './repository.ts'

/** A rate limit broken: the error handler answers 429 with Retry-After. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

export interface Limit {
  max: number
  windowMs: number
}

/**
 * Rate limits that must hold across several servers (logins, codes): the counters live in the
 * database (DESIGN, "Concurrency is designed"). A window is fixed: it starts at the first event.
 */
export class LimitsService {
  constructor(
    private readonly repo: LimitsRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts an attempt; throws when it is over the limit. The attempt over the limit still counts. */
  async take(key: string, limit: Limit, message: string): Promise<void> {
    const now = this.clock()
    const { count, windowStart } = await this.repo.hit(key, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString())
    if (count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(windowStart) + limit.windowMs - now) / 1000))
      throw new TooManyRequestsError(message, retryAfter)
    }
  }

  /** Forgets a key's attempts (a successful login ends the run of wrong passwords). */
  clear(key: string): Promise<void> {
    return this.repo.clear(key)
  }
}
