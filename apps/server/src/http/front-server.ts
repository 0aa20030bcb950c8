import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyServerFactory } from 'fastify'

/** Answers a request itself and says so, or leaves it to Fastify (false). */
export type Front = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Fastify's serverFactory: the HTTP server Fastify runs on, with `front()` asked first about every
 * request (the cached-reads front, decision 0032). `front` is a getter because the front needs the
 * app, which Fastify makes after this server. The server gets the timeouts Fastify sets on a server it
 * makes itself (fastify/lib/server.js).
 */
export function serverWithFront(front: () => Front): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!front()(request, response)) handler(request, response)
    })
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout)
    if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket
    return server
  }
}
