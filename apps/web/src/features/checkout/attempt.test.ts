import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { attemptFor, endsAttempt } from './attempt.ts'

describe('checkout attempt', () => {
  let n = 0
  const newKey = () => `key-${++n}`
  const body = { fulfilment: 'delivery' as const, address_id: 3, payment_method: 'cod' as const, expected_total: 948 }

  it('keeps the key while the body is the same, so a retry after a lost answer is the same attempt', () => {
    const first = attemptFor(null, body, newKey)
    expect(attemptFor(first, { ...body }, newKey).key).toBe(first.key)
  })

  it('starts a new attempt when anything in the body changed', () => {
    const first = attemptFor(null, body, newKey)
    expect(attemptFor(first, { ...body, notes: 'Ring twice' }, newKey).key).not.toBe(first.key)
    expect(attemptFor(first, { ...body, expected_total: 1000 }, newKey).key).not.toBe(first.key)
  })

  it('ends the attempt on any answer the server decided, not on a lost answer or a server error', () => {
    expect(endsAttempt(new ApiError(409, 'changed', {}))).toBe(true)
    expect(endsAttempt(new ApiError(422, 'bad', {}))).toBe(true)
    expect(endsAttempt(new ApiError(503, 'down', {}))).toBe(false)
    expect(endsAttempt(new TypeError('Failed to fetch'))).toBe(false)
  })
})
