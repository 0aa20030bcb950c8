import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { securityHeaderList } from '../http/security-headers.ts'
import type { VersionKey, Versions } from './versions.ts'
import type { CachedBody } from './response-cache.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

type Compute = () => Promise<unknown>

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The cache key is the request's raw URL (path and query as sent) and the versions the answer depends
 * on. The raw URL, not the parsed query, so that a hit can be found before Fastify parses and validates
 * anything (registerCachedReadsFront). An entry is only ever stored by a request that passed validation and
 * was answered by its handler, so only a URL already known to be valid can hit. Two spellings of the same
 * query are two entries; the LRU bounds them.
 */
const cacheKey = (url: string, dependsOn: readonly VersionKey[], versions: Versions) => {
  let key = url
  for (const k of dependsOn) key += `|${versions[k]}`
  return key
}

/**
 * Answers a read from the versioned response cache, or computes, serialises (through the route's
 * response schema) and stores it as bytes. The ETag lets the browser revalidate for free (304) until
 * one of the `dependsOn` versions changes.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  dependsOn: readonly VersionKey[],
  compute: Compute,
): Promise<void> | void {
  const { versions, responses } = request.server.ctx
  const current = versions.fresh()
  const hit = current && responses.get(cacheKey(request.url, dependsOn, current))
  if (hit) {
    request.server.ctx.metrics?.cacheHit('app')
    return write(request, reply, hit)
  }
  return computeAndSend(request, reply, dependsOn, compute)
}

async function computeAndSend(
  request: FastifyRequest,
  reply: FastifyReply,
  dependsOn: readonly VersionKey[],
  compute: Compute,
): Promise<void> {
  const { versions, responses } = request.server.ctx
  const key = cacheKey(request.url, dependsOn, await versions.current())
  let cached = responses.get(key)
  if (cached !== undefined) request.server.ctx.metrics?.cacheHit('app')
  else {
    request.server.ctx.metrics?.cacheMiss()
    const serialised = reply.serialize(await compute())
    const body = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as Uint8Array)
    cached = { etag: `W/"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`, body }
    responses.set(key, cached)
  }
  write(request, reply, cached)
}

// The handler returns nothing: the reply is sent here (Fastify accepts a handler that already sent).
function write(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache')
  if (request.headers['if-none-match'] === cached.etag) reply.status(304).send()
  else reply.type(JSON_TYPE).send(cached.body)
}

/** What endpointRoutes puts in a cached route's config, for the front below. */
export interface CachedRouteConfig {
  cache?: readonly VersionKey[]
}

/**
 * Answers cache hits of cached GET routes at the HTTP server, before Fastify routes the request, makes
 * its request and reply objects, parses and validates the query and runs hooks and handler (decisions
 * 0028 and 0032). The catalogue reads are nearly all hits, and that work was most of what the store
 * cost beyond a bare node:http server. The answer is the one
 * sendCached gives (same bytes, ETag and 304, and the security headers of every answer).
 *
 * Safe because the key is the raw URL (cacheKey above): an entry exists only for a URL that a full
 * request validated and answered under the same versions. A miss, a stale snapshot, any other method, a
 * closing server (Fastify answers 503) and, with LOG_REQUESTS=1, every request (so each is logged) go to
 * Fastify as usual. Call before registering the routes (onRoute sees only routes added after it).
 */
export function registerCachedReadsFront(
  app: FastifyInstance,
  isHttps: (request: IncomingMessage) => boolean,
  requestId: (request: IncomingMessage) => string,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  // The route's own path string is kept for the metrics' label: a look-up by it reuses its hash.
  const routesByPath = new Map<string, { path: string; dependsOn: readonly VersionKey[] }>()
  app.addHook('onRoute', (route) => {
    const cache = (route.config as CachedRouteConfig | undefined)?.cache
    if (cache && route.method === 'GET') routesByPath.set(route.url, { path: route.url, dependsOn: cache })
  })
  if (app.ctx.config.logRequests) return () => false
  const { metrics } = app.ctx
  return (request, response) => {
    if (request.method !== 'GET' || !app.server.listening) return false
    const started = metrics && performance.now()
    const url = request.url ?? ''
    const queryAt = url.indexOf('?')
    const route = routesByPath.get(queryAt === -1 ? url : url.slice(0, queryAt))
    const current = route && app.ctx.versions.fresh()
    const hit = current && app.ctx.responses.get(cacheKey(url, route.dependsOn, current))
    if (!hit) return false
    // writeHead with a flat list of names and values: given an object built per request, Node walks it
    // with for…in, which cost about 11 µs of a hit's 48 (decision 0032).
    // Every answer carries its request's id, these too (decision 0072).
    const headers = [
      ...securityHeaderList(isHttps(request)),
      'etag',
      hit.etag,
      'cache-control',
      'no-cache',
      'x-request-id',
      requestId(request),
    ]
    const status = request.headers['if-none-match'] === hit.etag ? 304 : 200
    if (status === 304) response.writeHead(304, headers).end()
    else response.writeHead(200, [...headers, 'content-type', JSON_TYPE, 'content-length', String(hit.body.length)]).end(hit.body)
    // Counted as Fastify counts the route's other answers, under its pattern (decision 0071).
    if (metrics) {
      metrics.cacheHit('front')
      metrics.requests.observe('GET', route.path, status, (performance.now() - started!) / 1000)
    }
    return true
  }
}
