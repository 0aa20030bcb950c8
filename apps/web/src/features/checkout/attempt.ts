import { useRef } from 'react'
import type { PlaceOrderBody } from '@store/core'
import { ApiError } from '../../lib/api.ts'

export interface Attempt {
  key: string
  body: string
}

/**
 * The attempt a submit belongs to. The key stays while the body stays the
 * same, so pressing "Place order" again after a lost answer gets the first order back rather than a
 * second one; another body is another attempt (the server refuses a known key with another body).
 */
export function attemptFor(previous: Attempt | null, body: PlaceOrderBody, newKey: () => string): Attempt {
  const text = JSON.stringify(body)
  return previous && previous.body === text ? previous : { key: newKey(), body: text }
}

/**
 * Whether an answer ends the attempt. Any answer the server decided (201, 409, 422, 404…) does: the
 * next press is a new attempt. A network failure or a 5xx may have placed the order or not; only
 * then is the same key sent again.
 */
export const endsAttempt = (error: unknown): boolean => error instanceof ApiError && error.status < 500

/** One checkout attempt's key, made with crypto.randomUUID when the attempt starts. */
export function useCheckoutAttempt() {
  const attempt = useRef<Attempt | null>(null)
  return {
    keyFor(body: PlaceOrderBody): string {
      attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID())
      return attempt.current.key
    },
    /** The order was placed: the next checkout is a new attempt. */
    placed(): void {
      attempt.current = null
    },
    failed(error: unknown): void {
      if (endsAttempt(error)) attempt.current = null
    },
  }
}
