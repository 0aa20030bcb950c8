import type { FastifyInstance, FastifySchema } from 'fastify'
import type { TSchema } from 'typebox'
import { ErrorBody, type Access, type Endpoint } from '@store/core'

/**
 * What a route's schema says about its errors and its access (decision 0065), in one place: the
 * statuses follow from the route's inputs, its access and its contract's `errors`, so the document
 * lists what the error handler (http/errors.ts) can really answer, each with the error body's schema.
 */

/** What each status means here; the document shows it as the response's description. */
const MEANINGS = {
  401: 'Not logged in: no token, or an unknown or expired one',
  403: "Signed in, but the staff member's role does not allow this call",
  404: 'Not found (another shopper’s object is not found either)',
  409: 'The state changed: the message says what to check before trying again',
  413: 'The body is too large',
  415: 'The body is not of a type the call takes (JSON, or multipart/form-data for a file)',
  422: 'The input is not valid: `message` says why and `errors` names each field',
  429: 'Too many tries or misses from this client: wait the Retry-After header’s seconds',
  502: 'An outside service (payment, address search) did not answer well: try again later',
  503: 'This feature is off on this store',
} as const
type ErrorStatus = keyof typeof MEANINGS

const errorBody = (status: ErrorStatus, schema: TSchema = ErrorBody): TSchema => ({ ...schema, description: MEANINGS[status] })

const WITH_BODY = new Set(['POST', 'PUT', 'DELETE'])

/**
 * The error answers of a contract's route: 422 for a call with inputs (a write's body may be malformed
 * JSON too), 413 and 415 for a write, 429 beside every 404 (misses are rate-limited, http/not-found-limit.ts),
 * 404 on a path with a parameter, and what the contract's rules add. 401 comes with the access (declareAccess).
 */
export function errorResponses(method: string, url: string, endpoint: Endpoint): Record<number, TSchema> {
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? [])
  if (endpoint.querystring || endpoint.params || endpoint.body || WITH_BODY.has(method)) statuses.add(422)
  if (WITH_BODY.has(method)) statuses.add(413).add(415)
  if (url.includes('/:')) statuses.add(404)
  if (statuses.has(404)) statuses.add(429)
  const responses: Record<number, TSchema> = {}
  for (const status of [...statuses].sort((a, b) => a - b))
    responses[status] = errorBody(status, status === 409 ? endpoint.conflict : undefined)
  return responses
}

/**
 * The document's form for a call that takes a file (the route reads it itself, so the route has no
 * body schema to validate against): Swagger's per-route transform adds it to the document only.
 */
export function uploadForm(upload: NonNullable<Endpoint['upload']>) {
  const file = {
    type: 'string',
    format: 'binary',
    maxLength: upload.maxBytes,
    description: `At most ${upload.maxBytes / 1024 / 1024} MB${upload.types ? `: ${upload.types.join(', ')}` : ''}`,
  }
  const body = { type: 'object', required: [upload.field], properties: { [upload.field]: file } }
  return ({ schema, url }: { schema: object; url: string }) => ({ schema: { ...schema, consumes: ['multipart/form-data'], body }, url })
}

/** A requirement list that a caller without the credential cannot pass: a bad or missing one is a 401. */
const refusesStrangers = (access: Access) => access.length > 0 && access.every((option) => Object.keys(option).length > 0)

/**
 * Declares who may call a route, unless it says so already: the contract's access, or the access of
 * the scope that registers it. A route that a stranger cannot pass documents its 401.
 */
export function declareAccess(schema: FastifySchema & { security?: Access }, access: Access): void {
  if (schema.security !== undefined) return
  schema.security = access
  // The cart's guest-or-shopper answers a bad token 401 too, and the webhook a bad signature.
  if (refusesStrangers(access)) schema.response = { ...(schema.response as object | undefined), 401: errorBody(401) }
  // Owner calls are checked against the caller's staff role (admin/role-scope.ts): one too small is a 403.
  if (access.some((option) => 'ownerToken' in option)) schema.response = { ...(schema.response as object | undefined), 403: errorBody(403) }
}

/**
 * Every route the scope registers from here on declares `access` unless its contract says otherwise:
 * the scope that checks the credential is the one that declares it (personal-scope.ts, admin/routes.ts).
 */
export function scopeAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    if (route.schema?.hide) return
    route.schema ??= {}
    declareAccess(route.schema, access)
  })
}
