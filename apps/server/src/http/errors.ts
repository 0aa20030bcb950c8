import type { FastifyError, FastifyInstance } from 'fastify'
import { withReference } from './request-id.ts'

/** A look-up that must find something throws this; the error handler turns it into a 404. */
export class NotFoundError extends Error {
  readonly statusCode = 404
  constructor(what: string) {
    super(`${what} not found`)
  }
}

/** A rule broken by the caller's input (beyond what the schema checks); becomes a 422. */
export class InputError extends Error {
  readonly statusCode = 422
  constructor(
    message: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message)
  }
}

/**
 * A 409 whose body carries more than the message: place-order's new cart (CartChanged). The
 * endpoint's contract names the body's schema (`conflict`), so the serializer keeps it.
 */
export class ConflictError extends Error {
  readonly statusCode = 409
  constructor(
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message)
  }
}

/**
 * An outside service is off (503: not configured) or failing (502: it did not answer well). The
 * message tells the shopper what to do instead; the cause goes to the log, never to the client.
 */
export class UnavailableError extends Error {
  constructor(
    readonly statusCode: 502 | 503,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause })
  }
}

/** Statuses whose detail is safe and useful to show; everything else is a generic 5xx body. */
const CLIENT_STATUSES = new Set([401, 403, 404, 405, 409, 413, 415, 422, 429])

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: { path: string; message: string }[] }, request, reply) => {
    if (error.validation) {
      const errors = error.validation.map((v) => {
        // A field the schema does not know is named in the path, as any other bad field is.
        const extra = (v.params as { additionalProperty?: unknown } | undefined)?.additionalProperty
        const field = typeof extra === 'string' ? `/${extra}` : ''
        return {
          path: `${error.validationContext ?? ''}${v.instancePath || ''}${field}`.replace(/^\//, ''),
          message: field ? 'is not a field this call takes' : (v.message ?? 'is invalid'),
        }
      })
      const first = errors[0]
      return reply.status(422).send({ message: first ? `${first.path || 'input'} ${first.message}` : 'Invalid input', errors })
    }
    if (error instanceof InputError) return reply.status(422).send({ message: error.message, errors: error.errors })
    if (error instanceof ConflictError) return reply.status(409).send({ ...error.body, message: error.message })
    if (error instanceof UnavailableError) {
      if (error.cause !== undefined) request.log.warn({ err: error.cause }, error.message)
      return reply.status(error.statusCode).send({ message: withReference(error.message, request.id) })
    }
    const status = error.statusCode ?? 500
    // Fastify reports malformed JSON and similar body problems as 400; bad input is a 422 here.
    if (status === 400) return reply.status(422).send({ message: error.message, errors: [] })
    // A rate limit says when to try again (limits/service.ts TooManyRequestsError).
    if (status === 429 && 'retryAfterSeconds' in error) reply.header('retry-after', String(error.retryAfterSeconds))
    if (CLIENT_STATUSES.has(status)) return reply.status(status).send({ message: error.message })
    // Never leak internals: the detail goes to the log with the request id, which the shopper is shown (decision 0072).
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ message: withReference('Something went wrong on our side. Please try again.', request.id) })
  })
}
