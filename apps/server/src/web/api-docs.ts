import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DOCS_CSP } from '../http/security-headers.ts'

/**
 * The API reference at /api/docs (decision 0066): Swagger UI from its npm package (swagger-ui-dist),
 * served by the store itself, never from a CDN. Only this page loads it, under its own policy
 * (DOCS_CSP); the storefront's pages and their policy do not change.
 */

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The page's own script: no inline code, so the policy needs no 'unsafe-inline' for scripts. */
const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: false,
  displayOperationId: true,
  // Tags start closed: with every one of the 130-odd operations open at once, Swagger UI 5 stopped
  // drawing after the first few tags (each tag opened alone draws all of its operations).
  docExpansion: 'none',
  validatorUrl: null,
  persistAuthorization: false,
})
`

/**
 * Swagger UI's colours fall short of WCAG AA contrast in places (method badges, links, the Authorize
 * button); these rules darken them. Its server picker has no label, and the document names one server
 * (the one it was read from), so the picker is hidden.
 */
const PAGE_CSS = `body { margin: 0; background: #fff; }
.swagger-ui .info .title small { background: #3b4151; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info__contact a { color: #1a5fb4; }
.swagger-ui .btn.authorize { color: #1a6b43; border-color: #1a6b43; }
.swagger-ui .btn.authorize svg { fill: #1a6b43; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6fc0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a6b43; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .scheme-container .servers-title, .swagger-ui .scheme-container .servers { display: none; }
@media (max-width: 600px) { .swagger-ui .opblock .opblock-summary-operation-id { display: none; } }
`

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/page.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`

interface Asset {
  type: string
  read: () => Promise<Buffer>
}

const ASSETS: Record<string, Asset> = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => fs.readFile(path.join(swaggerDir, 'swagger-ui-bundle.js')),
  },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => fs.readFile(path.join(swaggerDir, 'swagger-ui.css')) },
  'start.js': { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(START) },
  'page.css': { type: 'text/css; charset=utf-8', read: async () => Buffer.from(PAGE_CSS) },
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
type Ready = { raw: Buffer; br: Buffer; gzip: Buffer; etag: string }

/** Each file is read and compressed once, on its first request: a server that never shows the page pays nothing. */
function compressedOnce(asset: Asset): () => Promise<Ready> {
  let ready: Promise<Ready> | undefined
  return () =>
    (ready ??= (async () => {
      const raw = await asset.read()
      const [br, gz] = await Promise.all([brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(raw, { level: 9 })])
      return { raw, br, gzip: gz, etag: `"${zlib.crc32(raw).toString(16)}-${raw.length}"` }
    })())
}

function send(request: FastifyRequest, reply: FastifyReply, type: string, file: Ready) {
  reply.type(type).header('vary', 'accept-encoding').header('etag', file.etag).header('cache-control', 'public, max-age=3600')
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send()
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.br)
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(file.gzip)
  return reply.send(file.raw)
}

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', DOCS_CSP).send(PAGE),
  )
  for (const [name, asset] of Object.entries(ASSETS)) {
    const file = compressedOnce(asset)
    app.get(`/api/docs/${name}`, { schema: { hide: true } }, async (request, reply) => send(request, reply, asset.type, await file()))
  }
}
