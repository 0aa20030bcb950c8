import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built storefront. Hashed assets cache forever; every other non-API GET answers with
 * index.html so the browser's router handles the path (spec §2 routes, /404 included).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built storefront at ${distDir}: run "npm run build" (npm start does this for you).`)
    app.setNotFoundHandler((request, reply) => notFound(request.url, reply, null))
    return
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
    },
  })
  const indexHtml = fs.readFileSync(indexPath, 'utf8')
  app.setNotFoundHandler((request, reply) => notFound(request.url, reply, request.method === 'GET' || request.method === 'HEAD' ? indexHtml : null))
}

function notFound(url: string, reply: import('fastify').FastifyReply, indexHtml: string | null) {
  if (url.startsWith('/api/') || indexHtml === null || /\.[a-z0-9]{2,5}(\?|$)/i.test(url)) {
    return reply.status(404).send({ message: 'Not found' })
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
}
