import type { FastifyServerOptions } from 'fastify'

/**
 * Secrets that travel in URLs: a download link's token (`/api/downloads/<token>`, and the storefront's
 * `/download/<token>` page a mail links to), a reset link's `?token=` and the layout editor's `?preview=`
 * (decision 0083). A request's URL is logged
 * (with LOG_REQUESTS=1, or when it fails), so it is written with them blanked (decision 0073).
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/downloads?\/)[^/?#]+/, '$1[redacted]').replace(/([?&](?:token|code|password|preview)=)[^&#]*/gi, '$1[redacted]')
}

interface LoggedRequest {
  method: string
  url: string
  headers?: Record<string, string | string[] | undefined>
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's own `req` serializer (lib/logger-pino.js), with the URL redacted. Headers are never logged. */
function request(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version']?.toString(),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

/** The logger options with the redacting request serializer (unless the caller brought its own). */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger ?? false
  return { ...logger, serializers: { req: request, ...logger.serializers } }
}
