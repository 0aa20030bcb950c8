import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** Answers a request itself and says so, or leaves it to Fastify (false). */
export type Front = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Puts `front` before Fastify on the server Fastify made (decision 0032): every request is offered to
 * the front first, and Fastify's own handler gets what the front leaves. Wrapping the server's one
 * `request` listener keeps Fastify's server as it is (its timeouts, its close, the second address it
 * binds for HOST=localhost, which then has no front); Fastify's `serverFactory` would lose the last.
 */
export function putFrontBefore(server: Server, front: Front): void {
  const listeners = server.listeners('request')
  // Fastify makes its server with exactly one request listener, its router; anything else is a change
  // this code has not seen, and starting would hide it.
  if (listeners.length !== 1) throw new Error(`expected Fastify's one request listener, found ${listeners.length}`)
  const fastify = listeners[0] as (request: IncomingMessage, response: ServerResponse) => void
  server.removeListener('request', fastify)
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!front(request, response)) fastify(request, response)
  })
}
