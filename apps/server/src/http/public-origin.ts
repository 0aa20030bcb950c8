import type { FastifyRequest } from 'fastify'

/**
 * The one place the store's public address is decided (decision 0041): PUBLIC_URL when it is set,
 * else the scheme and host the request came to (behind a trusted proxy, from its forwarded headers).
 * Links in mails and SMS, the sitemap and the pages' canonical URLs start with it; an order keeps the
 * one it was placed from, for messages sent when no request is at hand.
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`
