import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type { Static, TSchema } from 'typebox'
import type { Access, Endpoint, EndpointMap, EndpointOutput, StaffRole } from '@store/core'
import { sendCached, type CachedRouteConfig } from '../cache/cached-reply.ts'
import type { VersionKey } from '../cache/versions.ts'
import { declareAccess, errorResponses, uploadForm } from './route-docs.ts'

type Part<E, K extends string> = E extends Record<K, infer S extends TSchema> ? Static<S> : undefined

/** What a handler receives: the validated parts of the request, typed by the endpoint's contract. */
export interface RouteInput<E extends Endpoint> {
  query: Part<E, 'querystring'>
  params: Part<E, 'params'>
  body: Part<E, 'body'>
  request: FastifyRequest
  reply: FastifyReply
}

type Handler<E extends Endpoint> = (input: RouteInput<E>) => Promise<EndpointOutput<E>> | EndpointOutput<E>

export interface RouteOptions {
  /** Answer from the versioned response cache; the answer depends on these cache versions (decision 0005). */
  cache?: readonly VersionKey[]
  /** OpenAPI security requirement; the owner scope declares the owner token by itself (route-docs.ts). */
  security?: Access
  /** An owner call's least role, when it differs from its area's group (admin/role-scope.ts, decision 0050). */
  role?: StaffRole
}

/**
 * Registers routes from a contract map (decision 0010): the method, url and schemas come from core, so
 * the server cannot drift from what the browser was typed against. Handlers return the answer's body.
 */
export function endpointRoutes<M extends EndpointMap>(app: FastifyInstance, endpoints: M) {
  return function route<K extends keyof M & string>(name: K, handler: Handler<Extract<M[K], Endpoint>>, options: RouteOptions = {}): void {
    const endpoint = endpoints[name] as Endpoint
    const [method, url] = name.split(' ') as [HTTPMethods, string]
    const status = endpoint.status ?? 200
    const input = (request: FastifyRequest, reply: FastifyReply) =>
      ({ query: request.query, params: request.params, body: request.body, request, reply }) as RouteInput<Extract<M[K], Endpoint>>
    const { cache, role } = options
    const schema = {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.querystring && { querystring: endpoint.querystring }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        [status]: endpoint.produces
          ? { description: 'OK', content: { [endpoint.produces]: { schema: endpoint.response } } }
          : { ...endpoint.response, description: status === 201 ? 'Created' : 'OK' },
        ...errorResponses(method, url, endpoint),
      },
    }
    // The contract's access, else the route's; else the scope's, which registers it (route-docs.ts).
    const access = endpoint.security ?? options.security
    if (access) declareAccess(schema, access)
    app.route({
      method,
      url,
      config: {
        ...(cache && ({ cache } satisfies CachedRouteConfig)),
        ...(role && { role }),
        // A file upload has no body schema (the handler reads the file): the document gets its form.
        ...(endpoint.upload && { swaggerTransform: uploadForm(endpoint.upload) }),
      },
      schema,
      // Not async: a cache hit is answered synchronously, and other handlers hand back their promise as is.
      handler: cache
        ? (request, reply) => sendCached(request, reply, cache, async () => handler(input(request, reply)))
        : (request, reply) => {
            if (status !== 200) reply.status(status)
            return handler(input(request, reply))
          },
    })
  }
}
