import type { Static, TSchema } from 'typebox'
import type { Access, ApiTag } from './access.ts'

/**
 * Error statuses a call's own rules can answer, beyond those its inputs and its access give it (the
 * server adds 422 for a call with inputs, 413 and 415 for one with a body, 401 for one that needs a
 * token, and 429 beside a 404: misses are rate-limited; decision 0065).
 */
export type RuleStatus = 404 | 409 | 429 | 502 | 503

/**
 * One endpoint's contract: its schemas, keyed in a contract map by `'METHOD /api/path'` (decision 0010).
 * The server registers its route from this; the browser takes its types from it with `import type`,
 * so no schema builder reaches the storefront's first load.
 */
export interface Endpoint {
  tags: readonly ApiTag[]
  /** One line: what the call does (the document's operation summary). */
  summary: string
  /**
   * Who may call, when the scope that registers the route does not say it already (the shopper and
   * owner scopes declare theirs): public calls, the cart's guest-or-shopper, logging in (decision 0065).
   */
  security?: Access
  errors?: readonly RuleStatus[]
  /**
   * A call that takes one file as multipart/form-data: the field, the most bytes and the types. The
   * server reads the file itself (no JSON body schema); the document describes the form.
   */
  upload?: { field: string; maxBytes: number; types?: readonly string[] }
  querystring?: TSchema
  params?: TSchema
  body?: TSchema
  /** The success status; 200 unless the call creates something. */
  status?: 200 | 201
  response: TSchema
  /**
   * A call that answers a stream of another type than JSON (a CSV file, progress lines): its media
   * type. The document shows `response` under it; the server streams and serialises nothing.
   */
  produces?: 'text/csv' | 'application/x-ndjson'
  /** The body of a 409 when it carries more than `{ message }` (place-order's CartChanged); ErrorBody otherwise. */
  conflict?: TSchema
}

export type EndpointMap = Record<`${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${string}`, Endpoint>

/** Keeps each map's literal keys and schema types while checking every entry is an Endpoint. */
export const defineEndpoints = <const M extends EndpointMap>(endpoints: M): M => endpoints

type Part<E, K extends 'querystring' | 'params' | 'body', As extends string> =
  E extends Record<K, infer S extends TSchema>
    ? Partial<Static<S>> extends Static<S>
      ? { [P in As]?: Static<S> } // every field optional (branch_id has a default): the part may be left out
      : { [P in As]: Static<S> }
    : { [P in As]?: never }

/** What a caller sends: `query`, `params` and `body`, each typed by its schema, present when the endpoint takes it. */
export type EndpointInput<E extends Endpoint> = Part<E, 'querystring', 'query'> & Part<E, 'params', 'params'> & Part<E, 'body', 'body'>

/** What a successful call answers. */
export type EndpointOutput<E extends Endpoint> = Static<E['response']>
