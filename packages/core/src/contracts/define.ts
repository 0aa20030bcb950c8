import type { Static, TSchema } from 'typebox'

/**
 * One endpoint's contract: its schemas, keyed in a contract map by `'METHOD /api/path'` (decision 0010).
 * The server registers its route from this; the browser takes its types from it with `import type`,
 * so no schema builder reaches the storefront's first load.
 */
export interface Endpoint {
  tags: readonly string[]
  summary?: string
  querystring?: TSchema
  params?: TSchema
  body?: TSchema
  /** The success status; 200 unless the call creates something. */
  status?: 200 | 201
  response: TSchema
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
