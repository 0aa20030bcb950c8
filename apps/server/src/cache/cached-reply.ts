import { createHash } from 'node:crypto'
import type { VersionKey, Versions } from './versions.ts'
import type { CachedBody } from './response-cache.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

type Compute = () => Promise<unknown>

/**
 * The cache key is the request's raw URL (path and query as sent) and the versions the answer depends
 * on. The raw URL, not the parsed query, so that a hit can be found before Fastify parses and validates
 * anything (registerCachedReads). An entry is only ever stored by a request that passed validation and
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
  if (hit) return write(request, reply, hit)
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
  if (cached === undefined) {
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
  else reply.type('application/json; charset=utf-8').send(cached.body)
}

/** What endpointRoutes puts in a cached route's config, for the shortcut below. */
export interface CachedRouteConfig {
  cache?: readonly VersionKey[]
}

/**
 * Answers cache hits of cached GET routes in onRequest, before Fastify parses the query, validates it,
 * and runs the handler (decision 0028). The catalogue reads are nearly all hits, and that per-request
 * work was most of what the store cost beyond a bare node:http server (issue 8: reads at ≥ 50% of it).
 *
 * Safe because the key is the raw URL (cacheKey above): an entry exists only for a URL that a full
 * request validated and answered under the same versions. A miss, a stale snapshot or any other method
 * goes the ordinary way. Call before registering the routes (onRoute sees only routes added after it);
 * the answer is the function app.ts's onRequest hook calls: true when it answered the request.
 */
export function registerCachedReads(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const dependsOnByPath = new Map<string, readonly VersionKey[]>()
  app.addHook('onRoute', (route) => {
    const cache = (route.config as CachedRouteConfig | undefined)?.cache
    if (cache && route.method === 'GET') dependsOnByPath.set(route.url, cache)
  })
  return (request, reply) => {
    if (request.method !== 'GET') return false
    const url = request.url
    const queryAt = url.indexOf('?')
    const dependsOn = dependsOnByPath.get(queryAt === -1 ? url : url.slice(0, queryAt))
    const current = dependsOn && request.server.ctx.versions.fresh()
    const hit = current && request.server.ctx.responses.get(cacheKey(url, dependsOn, current))
    if (!hit) return false
    write(request, reply, hit)
    return true
  }
}
