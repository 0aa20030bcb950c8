import { describe, expect, it } from 'vitest'
import type { Cart } from '@store/core'
import { ApiError } from '../../lib/api.ts'
import { placeProblem } from './place-errors.ts'

const cart = { cartItems: [], total: 1234, adjusted_cart_items: [] } as unknown as Cart

describe('reading a failed place-order (issue 10)', () => {
  it('409: the new cart and the message, nothing next to a field', () => {
    const problem = placeProblem(new ApiError(409, 'Your cart changed', { message: 'Your cart changed', cart }))
    expect(problem.changed).toEqual({ message: 'Your cart changed', cart })
    expect(problem.errors.form).toBeNull()
  })

  it('422: the message next to the field it names, and the branches that deliver', () => {
    const body = {
      message: 'Downtown does not deliver to 10010',
      errors: [{ path: 'address_id', message: 'Downtown does not deliver to 10010' }],
      branches: [{ id: 2, name: 'Riverside' }],
    }
    const problem = placeProblem(new ApiError(422, body.message, body))
    expect(problem.errors.fields.address_id).toBe('Downtown does not deliver to 10010')
    expect(problem.offeredBranchIds).toEqual([2])
    expect(problem.changed).toBeNull()
  })

  it('a 409 without a cart, or a lost answer, is a message for the form', () => {
    expect(placeProblem(new ApiError(409, 'Busy', { message: 'Busy' })).errors.form).toBe('Busy')
    expect(placeProblem(new TypeError('Failed to fetch')).errors.form).toMatch(/Could not reach the store/)
  })
})
