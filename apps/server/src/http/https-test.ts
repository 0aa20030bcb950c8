import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from '../config.ts'

/**
 * Whether the browser reached the store over HTTPS, for HSTS: the connection's own TLS, or the
 * X-Forwarded-Proto of a proxy TRUST_PROXY names. It follows Fastify's `request.protocol` (the last
 * value of the header counts; a hop count trusts no peer for the scheme). The server's one test of it,
 * because the cached-reads front (http/front-server.ts) answers before Fastify makes a request object.
 */
export function httpsTest(trustProxy: Config['trustProxy']): (request: IncomingMessage) => boolean {
  const trusts: (address: string, hop: number) => boolean =
    trustProxy === true ? () => true : trustProxy === false || typeof trustProxy === 'number' ? () => false : proxyAddr.compile(trustProxy)
  return (request) => {
    if ((request.socket as Partial<TLSSocket>).encrypted) return true
    // The peer first: reading a header makes Node build the request's whole header object.
    if (!trusts(request.socket.remoteAddress ?? '', 0)) return false
    const forwarded = request.headers['x-forwarded-proto']
    return typeof forwarded === 'string' && forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https'
  }
}
