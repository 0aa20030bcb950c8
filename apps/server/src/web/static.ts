import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { BRANCH_COOKIE, DEFAULT_BRANCH_ID, LAYOUT_PREVIEW_PARAM } from '@store/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppHtml, OFFLINE_SHELL_PATH } from './html.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { registerSeoFiles } from './seo-files.ts'
import { registerAppManifest } from './manifest.ts'
import { SW_CSP } from '../http/security-headers.ts'

/**
 * Serves the built storefront. Hashed assets cache forever; every other GET that is not an API call
 * or a file answers with the app's HTML (head and bootstrap data written in) so the browser's router
 * handles the path (spec §2 routes, /404 included).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  registerSeoFiles(app)
  registerAppManifest(app)
  const indexPath = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built storefront at ${distDir}: run "npm run build" (npm start does this for you).`)
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }))
    return
  }
  const swPath = path.join(distDir, 'sw.js')
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable')
      // The service worker (decision 0061): its own policy (it fetches from the store), and always checked for a new version.
      if (filePath === swPath) reply.header('content-security-policy', SW_CSP).header('cache-control', 'no-cache')
    },
  })
  const html = new AppHtml(app.ctx, fs.readFileSync(indexPath, 'utf8'), app.log)
  app.setNotFoundHandler((request, reply) => notFound(request, reply, html))
}

async function notFound(request: FastifyRequest, reply: FastifyReply, html: AppHtml) {
  const query = request.url.indexOf('?')
  const pathname = query < 0 ? request.url : request.url.slice(0, query)
  const search = query < 0 ? '' : request.url.slice(query)
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(pathname)
  if (!isPage) return reply.status(404).send({ message: 'Not found' })
  const draft = await previewDraft(request)
  const page = await html.render(pathname, search, publicOrigin(request), branchOf(request), request.log, draft ?? undefined)
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
  // The editor's preview (decision 0083): the owner's draft, kept by no cache and listed by no search engine.
  if (draft) reply.header('x-robots-tag', 'noindex, nofollow')
  reply
    // The service worker's offline shell (decision 0061) is the app for any path: always a page, never a 404.
    .status(pathname === OFFLINE_SHELL_PATH ? 200 : page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', draft ? 'no-store' : 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .header('content-security-policy', page.csp)
    .header('x-cache-info', page.cacheInfo)
  if (encoding) return reply.header('content-encoding', encoding).send(page[encoding])
  return reply.send(page.html)
}

/**
 * The draft layout when the URL carries a live preview token (`?preview=…`, minted by the layout
 * editor, decision 0083); null for every shopper's request, and for an unknown or spent token.
 */
async function previewDraft(request: FastifyRequest) {
  const query = request.url.indexOf('?')
  if (query < 0) return null
  const token = new URLSearchParams(request.url.slice(query + 1)).get(LAYOUT_PREVIEW_PARAM)
  return token ? request.server.ctx.services.owner.layout.previewLayout(token) : null
}

/** The branch the browser's cookie names (decision 0045), or the default: the page shows that branch's prices. */
function branchOf(request: FastifyRequest): number {
  const cookie = String(request.headers.cookie ?? '')
  const id = new RegExp(`(?:^|;\\s*)${BRANCH_COOKIE}=(\\d{1,9})(?:;|$)`).exec(cookie)?.[1]
  return id === undefined ? DEFAULT_BRANCH_ID : Number(id)
}
