import { createHash } from 'node:crypto'
import type { PlacedOrder, PlaceOrderBody } from '@store/core'
import { InputError, UnavailableError } from '../http/errors.ts'
import type { IdempotencyRepository, IdempotencyRow } from './idempotency.repository.ts'

/** 8–100 characters a header can carry safely (UUIDs, ULIDs, base64url). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/
const KEY_TTL_MS = 24 * 3_600_000
const PRUNE_EVERY_MS = 60_000

export type PlaceAnswer = { status: number; answer: PlacedOrder }

/** A parallel call with the same key committed first: answer what it answered. */
export class KeyTaken extends Error {}

/**
 * place-order's Idempotency-Key (decision 0018): the key checked and the request hashed, the
 * first answer found and replayed, and keys older than 24 hours deleted (at most once a minute per server).
 */
export class PlaceOrderKeys {
  private lastPrune = 0

  constructor(private readonly keys: IdempotencyRepository) {}

  /** The key, or a 422; and the request's hash: the branch and the body with sorted keys. */
  check(key: string | undefined, branchId: number, body: PlaceOrderBody): { key: string; hash: string } {
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw new InputError('An Idempotency-Key header of 8 to 100 letters, digits, _ . : or - is needed to place an order', [
        { path: 'headers/idempotency-key', message: 'must be 8 to 100 safe characters' },
      ])
    }
    const canonical = Object.entries(body).sort(([a], [b]) => a.localeCompare(b))
    return {
      key,
      hash: createHash('sha256')
        .update(JSON.stringify([branchId, canonical]))
        .digest('hex'),
    }
  }

  async find(userId: number, key: string): Promise<IdempotencyRow | undefined> {
    await this.prune()
    return this.keys.find(userId, key)
  }

  /**
   * The same key and request answer the first answer; the same key with another request is refused.
   * `resume` answers an online order whose gateway order the first call is still making.
   */
  async replay(prior: IdempotencyRow, hash: string, resume: (orderId: number) => Promise<PlaceAnswer>): Promise<PlaceAnswer> {
    if (prior.request_hash !== hash) {
      throw new InputError('This Idempotency-Key was already used for a different order. Start the checkout again', [
        { path: 'headers/idempotency-key', message: 'used for another request' },
      ])
    }
    if (prior.response !== null && prior.status_code !== null) {
      const stored = JSON.parse(prior.response) as PlacedOrder | { message: string }
      if (!('order' in stored)) throw new UnavailableError(prior.status_code as 502, stored.message)
      return { status: prior.status_code, answer: stored }
    }
    return resume(prior.order_id!)
  }

  private async prune(): Promise<void> {
    const now = Date.now()
    if (now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    await this.keys.prune(new Date(now - KEY_TTL_MS).toISOString())
  }
}
