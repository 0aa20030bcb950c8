import type { FastifyRequest } from 'fastify'
import { InputError } from '../http/errors.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Raised for a Bearer token this store does not know; the browser logs the shopper out (spec §8). */
export class UnauthorizedError extends Error {
  readonly statusCode = 401
  constructor() {
    super('Please log in again')
  }
}

/**
 * Whose cart a request means (spec §6): a logged-in user (Bearer token) or a guest (guest-id header,
 * a UUID the browser generated). Accounts arrive with the accounts issue; until then no token is
 * valid, so a Bearer token is a 401 and the browser falls back to its guest id.
 */
export function cartOwner(request: FastifyRequest): string {
  if (request.headers.authorization) throw new UnauthorizedError()
  const guest = request.headers['guest-id']
  if (typeof guest !== 'string' || !UUID.test(guest)) {
    throw new InputError('A guest-id header (a UUID) or a login is needed for a cart', [
      { path: 'headers/guest-id', message: 'must be a UUID' },
    ])
  }
  return `guest:${guest.toLowerCase()}`
}
