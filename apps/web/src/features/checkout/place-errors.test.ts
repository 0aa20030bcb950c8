import { describe, expect, it } from 'vitest'
import type { Cart } from '@store/core'
import { ApiError } from '../../lib/api.ts'
import { changedLines, placeProblem } from './place-errors.ts'

const cart = { cartItems: [], total: 1234, adjusted_cart_items: [] } as unknown as Cart

describe('reading a failed place-order', () => {
  it('409: the new cart and the message, nothing next to a field', () => {
    const problem = placeProblem(new ApiError(409, 'Your cart changed', { message: 'Your cart changed', cart }))
    expect(problem.changed).toEqual({ message: 'Your cart changed', cart })
    expect(problem.errors).toEqual({ form: null, fields: {} })
  })

  it("422 about one part: the server's sentence next to that part", () => {
    const message = 'This branch does not deliver to 10010. Riverside does: choose it'
    const body = { message, errors: [{ path: 'address_id', message: 'outside this branch’s delivery area' }] }
    expect(placeProblem(new ApiError(422, message, body)).errors).toEqual({ form: null, fields: { address_id: message } })
  })

  it('422 about several parts: each its own reason', () => {
    const body = {
      message: 'Check the order',
      errors: [
        { path: 'body/notes', message: 'must NOT have more than 500 characters' },
        { path: 'payment_method', message: 'wallet balance too low' },
      ],
    }
    const { fields } = placeProblem(new ApiError(422, body.message, body)).errors
    expect(fields.notes).toBe('Notes can have at most 500 characters')
    expect(fields.payment_method).toBe('wallet balance too low')
  })

  it('a 409 without a cart, or a lost answer, is a message for the form', () => {
    expect(placeProblem(new ApiError(409, 'Only 1 of Cola left', { message: 'Only 1 of Cola left' })).errors.form).toBe(
      'Only 1 of Cola left',
    )
    expect(placeProblem(new TypeError('Failed to fetch')).errors.form).toMatch(/Could not reach the store/)
  })

  it('409 box: the message once, and only the adjusted lines it does not already say', () => {
    const adjusted = (...messages: string[]) =>
      ({ ...cart, adjusted_cart_items: messages.map((message, id) => ({ id, message })) }) as unknown as Cart
    const dropped = 'Cola is no longer available. Fries is out of stock'
    expect(changedLines({ message: dropped, cart: adjusted('Cola is no longer available', 'Fries is out of stock') })).toEqual({
      message: dropped,
      more: [],
      next: 'Check the new total, then place your order again.',
    })
    const total = 'Your cart’s total changed. Check it and place the order again'
    expect(changedLines({ message: total, cart: adjusted('The price of Soup changed') })).toEqual({
      message: total,
      more: ['The price of Soup changed'],
      next: null,
    })
  })
})
