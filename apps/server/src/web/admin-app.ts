import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The owner's app's own policy (decision 0052): it runs only its own files, talks only to its own
 * origin, and no other site may frame it. No inline script or style, so no hashes: nothing is
 * rendered on the server, the HTML is the built file as it is. It frames only its own origin: the
 * layout editor's preview of the storefront (decision 0083).
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Serves the owner's app (apps/admin's build) at /admin: hashed assets cache forever, and every other
 * /admin path answers its index.html, so the app's router handles it. The storefront's pages and
 * bundles are untouched: this is a separate build with a separate entry.
 */
export async function registerAdminApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built owner's app at ${distDir}: run "npm run build" (npm start does this for you).`)
    return
  }
  const html = fs.readFileSync(indexPath)
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  })
  const page = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CSP)
      .header('referrer-policy', 'no-referrer')
      .send(html)
  app.get('/admin', { schema: { hide: true } }, page)
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404, not the app's page.
    if (request.url.startsWith('/admin/assets/')) return reply.status(404).send({ message: 'Not found' })
    return page(request, reply)
  })
}
