import type { PlaceOrderBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/**
 * One Idempotency-Key per checkout attempt (useCheckoutAttempt), so a retry after a lost
 * answer gets the first order back instead of a second one.
 */
export const placeOrder = ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
  api('POST /api/place-order', { body }, { headers: { 'Idempotency-Key': idempotencyKey } })
