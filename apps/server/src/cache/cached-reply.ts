import { createHash } from 'node:crypto'
import type { CacheKey } from '@store/core'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Answers a read from the versioned response cache, or computes, serialises (through the route's
 * response schema) and stores it as bytes. The ETag lets the browser revalidate for free (304) until
 * one of the `dependsOn` versions changes.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  dependsOn: readonly CacheKey[],
  compute: () => Promise<unknown>,
): Promise<void> {
  const { versions, responses } = request.server.ctx
  const current = await versions.current()
  const key = `${request.routeOptions.url}|${JSON.stringify(request.query)}|${dependsOn.map((k) => current[k]).join('.')}`
  let cached = responses.get(key)
  if (cached === undefined) {
    const serialised = reply.serialize(await compute())
    const body = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as Uint8Array)
    cached = { etag: `W/"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`, body }
    responses.set(key, cached)
  }
  reply.header('etag', cached.etag).header('cache-control', 'no-cache')
  // The handler returns nothing: the reply is sent here (Fastify accepts an async handler that already sent).
  if (request.headers['if-none-match'] === cached.etag) reply.status(304).send()
  else reply.type('application/json; charset=utf-8').send(cached.body)
}
