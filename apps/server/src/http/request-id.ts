import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from '../config.ts'

/** What a proxy's X-Request-Id may be to be kept: printable, no spaces, not long (it is logged and sent back). */
const USABLE_ID = /^[\x21-\x7e]{1,128}$/

/**
 * Every request's id (decision 0072): the X-Request-Id a trusted proxy sends (TRUST_PROXY), so the
 * proxy's access log and the store's lines name the same request; otherwise a generated one. Anyone
 * else's header is ignored: a client could otherwise make its requests look like another's in the log.
 * Fastify's `genReqId`, and the cached-reads front's (http/front-server.ts), which answers before Fastify.
 */
export function requestIds(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const generated = generatedIds()
  const trusts: (address: string, hop: number) => boolean =
    trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0)
      ? () => true
      : trustProxy === false || typeof trustProxy === 'number'
        ? () => false
        : proxyAddr.compile(trustProxy)
  return (request) => {
    // The peer first: reading a header makes Node build the request's whole header object.
    if (!trusts(request.socket.remoteAddress ?? '', 0)) return generated()
    const sent = request.headers['x-request-id']
    return typeof sent === 'string' && USABLE_ID.test(sent) ? sent : generated()
  }
}

/**
 * Ids unique across servers and restarts without a UUID per request (a UUID cost about 0.6 µs on the
 * development machine, a cached read's whole budget is ~36 µs): 12 random hex digits drawn once, then a
 * counter, e.g. `3f9a0c1b7e42-1a`.
 */
function generatedIds(): () => string {
  const prefix = `${randomBytes(6).toString('hex')}-`
  let next = 0
  return () => prefix + (++next).toString(36)
}

/** A 5xx answer's message ends with the request's id, so a shopper who reports it names the request the log has. */
export function withReference(message: string, id: string): string {
  return `${message}${/[.!?]$/.test(message) ? '' : '.'} If it keeps happening, give the store this reference: ${id}.`
}
